#!/usr/bin/env node
import { createRequire as __goldgateCreateRequire } from "node:module"; const require = __goldgateCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x3) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x3, {
  get: (a, b3) => (typeof require !== "undefined" ? require : a)[b3]
}) : x3)(function(x3) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x3 + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c3) => `${s}${c3}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c3) => {
          if (c3 instanceof Name)
            names[c3.str] = (names[c3.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _3(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _3;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b3) {
      if (b3 === '""')
        return a;
      if (a === '""')
        return b3;
      if (typeof a == "string") {
        if (b3 instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b3 != "string")
          return `${a.slice(0, -1)}${b3}"`;
        if (b3[0] === '"')
          return a.slice(0, -1) + b3.slice(1);
        return;
      }
      if (typeof b3 == "string" && b3[0] === '"' && !(a instanceof Name))
        return `"${a}${b3.slice(1)}`;
      return;
    }
    function strConcat(c1, c22) {
      return c22.emptyStr() ? c1 : c1.emptyStr() ? c22 : str`${c1}${c22}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x3) {
      return typeof x3 == "number" || typeof x3 == "boolean" || x3 === null ? x3 : safeStringify(Array.isArray(x3) ? x3.join(",") : x3);
    }
    function stringify(x3) {
      return new _Code(safeStringify(x3));
    }
    exports.stringify = stringify;
    function safeStringify(x3) {
      return JSON.stringify(x3).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _3`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix2) {
        return new code_1.Name(this._newName(prefix2));
      }
      _newName(prefix2) {
        const ng = this._names[prefix2] || this._nameGroup(prefix2);
        return `${prefix2}${ng.index++}`;
      }
      _nameGroup(prefix2) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix2)) || this._prefixes && !this._prefixes.has(prefix2)) {
          throw new Error(`CodeGen: prefix "${prefix2}" is not allowed in this scope`);
        }
        return this._names[prefix2] = { prefix: prefix2, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix2, nameStr) {
        super(nameStr);
        this.prefix = prefix2;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix2) {
        return new ValueScopeName(prefix2, this._newName(prefix2));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix: prefix2 } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs2 = this._values[prefix2];
        if (vs2) {
          const _name = vs2.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs2 = this._values[prefix2] = /* @__PURE__ */ new Map();
        }
        vs2.set(valueKey, name);
        const s = this._scope[prefix2] || (this._scope[prefix2] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix2, itemIndex });
        return name;
      }
      getValue(prefix2, keyOrRef) {
        const vs2 = this._values[prefix2];
        if (!vs2)
          return;
        return vs2.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix2 in values) {
          const vs2 = values[prefix2];
          if (!vs2)
            continue;
          const nameSet = usedValues[prefix2] = usedValues[prefix2] || /* @__PURE__ */ new Map();
          vs2.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c3 = valueCode(name);
            if (c3) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c3};${this.opts._n}`;
            } else if (c3 = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c3}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n: _n2 }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n2;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n: _n2 }) {
        return `${this.lhs} = ${this.rhs};` + _n2;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n: _n2 }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n2;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n: _n2 }) {
        return `${this.label}:` + _n2;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n: _n2 }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n2;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n: _n2 }) {
        return `throw ${this.error};` + _n2;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n: _n2 }) {
        return `${this.code};` + _n2;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns2 = e.optimizeNodes();
          e = this.else = Array.isArray(ns2) ? new Else(ns2) : ns2;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to2) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to2;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to: to2 } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to2}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix2) {
        return this._scope.name(prefix2);
      }
      // reserves unique name in the external scope
      scopeName(prefix2) {
        return this._extScope.name(prefix2);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs2 = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs2.add(name);
        return name;
      }
      getScopeValue(prefix2, keyOrRef) {
        return this._extScope.getValue(prefix2, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c3) {
        if (typeof c3 == "function")
          c3();
        else if (c3 !== code_1.nil)
          this._leafNode(new AnyCode(c3));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to2, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to2), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N22) {
        const n = this._currNode;
        if (n instanceof N1 || N22 && n instanceof N22) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N22 ? `${N1.kind}/${N22.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns2 = this._nodes;
        return ns2[ns2.length - 1];
      }
      set _currNode(node) {
        const ns2 = this._nodes;
        ns2[ns2.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c3) => {
        if (c3 instanceof code_1.Name)
          c3 = replaceName(c3);
        if (c3 instanceof code_1._Code)
          items.push(...c3._items);
        else
          items.push(c3);
        return items;
      }, []));
      function replaceName(n) {
        const c3 = constants[n.str];
        if (c3 === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c3;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c3) => c3 instanceof code_1.Name && names[c3.str] === 1 && constants[c3.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x3) {
      return typeof x3 == "boolean" || typeof x3 == "number" || x3 === null ? !x3 : (0, code_1._)`!${par(x3)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or2(...args) {
      return args.reduce(orCode);
    }
    exports.or = or2;
    function mappend(op) {
      return (x3, y2) => x3 === code_1.nil ? y2 : y2 === code_1.nil ? x3 : (0, code_1._)`${par(x3)} ${op} ${par(y2)}`;
    }
    function par(x3) {
      return x3 instanceof code_1.Name ? x3 : (0, code_1._)`(${x3})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash2 = {};
      for (const item of arr)
        hash2[item] = true;
      return hash2;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it2, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it2, schema);
      return !schemaHasRules(schema, it2.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it2, schema = it2.schema) {
      const { opts, self } = it2;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it2, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs2, f3) {
      if (Array.isArray(xs2)) {
        for (const x3 of xs2)
          f3(x3);
      } else {
        f3(xs2);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to2, toName) => {
        const res = to2 === void 0 ? from : to2 instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to2) : mergeToName(gen, from, to2), to2) : from instanceof codegen_1.Name ? (mergeToName(gen, to2, from), from) : mergeValues(from, to2);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to2) => gen.if((0, codegen_1._)`${to2} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to2, true), () => gen.assign(to2, (0, codegen_1._)`${to2} || {}`).code((0, codegen_1._)`Object.assign(${to2}, ${from})`));
        }),
        mergeToName: (gen, from, to2) => gen.if((0, codegen_1._)`${to2} !== true`, () => {
          if (from === true) {
            gen.assign(to2, true);
          } else {
            gen.assign(to2, (0, codegen_1._)`${to2} || {}`);
            setEvaluated(gen, to2, from);
          }
        }),
        mergeValues: (from, to2) => from === true ? true : { ...from, ...to2 },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to2) => gen.if((0, codegen_1._)`${to2} !== true && ${from} !== undefined`, () => gen.assign(to2, (0, codegen_1._)`${from} === true ? true : ${to2} > ${from} ? ${to2} : ${from}`)),
        mergeToName: (gen, from, to2) => gen.if((0, codegen_1._)`${to2} !== true`, () => gen.assign(to2, from === true ? true : (0, codegen_1._)`${to2} > ${from} ? ${to2} : ${from}`)),
        mergeValues: (from, to2) => from === true ? true : Math.max(from, to2),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps2) {
      if (ps2 === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps2 !== void 0)
        setEvaluated(gen, props, ps2);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps2) {
      Object.keys(ps2).forEach((p2) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p2)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f3) {
      return gen.scopeValue("func", {
        ref: f3,
        code: snippets[f3.code] || (snippets[f3.code] = new code_1._Code(f3.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it2, msg, mode = it2.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it2.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError2(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it: it2 } = cxt;
      const { gen, compositeRule, allErrors } = it2;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it2, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError2;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it: it2 } = cxt;
      const { gen, compositeRule, allErrors } = it2;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it2, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it: it2 }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it2.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it2.errSchemaPath}/${keyword}`);
        if (it2.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it2, errs) {
      const { gen, validateName, schemaEnv } = it2;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it2.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E3 = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it: it2 } = cxt;
      const keyValues = [
        errorInstancePath(it2, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E3.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it: it2 } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it2;
      keyValues.push([E3.keyword, keyword], [E3.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E3.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E3.schema, schemaValue], [E3.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E3.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it2) {
      const { gen, schema, validateName } = it2;
      if (schema === false) {
        falseSchemaError(it2, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it2, valid) {
      const { gen, schema } = it2;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it2);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it2, overrideAllErrors) {
      const { gen, data } = it2;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it: it2
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x3) {
      return typeof x3 == "string" && jsonTypes.has(x3);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts2) {
      const types = Array.isArray(ts2) ? ts2 : ts2 ? [ts2] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it2, types) {
      const { gen, data, opts } = it2;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it2, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it2, types, coerceTo);
          else
            reportTypeError(it2);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t2) => COERCIBLE.has(t2) || coerceTypes === "array" && t2 === "array") : [];
    }
    function coerceData(it2, types, coerceTo) {
      const { gen, data, opts } = it2;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t2 of coerceTo) {
        if (COERCIBLE.has(t2) || t2 === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t2);
        }
      }
      gen.else();
      reportTypeError(it2);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it2, coerced);
      });
      function coerceSpecificType(t2) {
        switch (t2) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t2 in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t2, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it2) {
      const cxt = getTypeErrorContext(it2);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it2) {
      const { gen, data, schema } = it2;
      const schemaCode = (0, util_1.schemaRefOrVal)(it2, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it: it2
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it2, ty) {
      const { properties, items } = it2.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it2, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it2, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it2, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it2;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it2, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it: it2 } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it2.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p2) => p2 !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it2, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p2) => !(0, util_1.alwaysValidSchema)(it2, schemaMap[p2]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it: it2 }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it2.parentData],
        [names_1.default.parentDataProperty, it2.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it2.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u2 = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u2);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u2})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it: it2 } = cxt;
      const valid = gen.name("valid");
      if (it2.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it: it2 } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it2, sch));
      if (alwaysValid && !it2.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it: it2 } = cxt;
      const macroSchema = def.macro.call(it2.self, schema, parentSchema, it2);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it2.opts.validateSchema !== false)
        it2.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it2.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it: it2 } = cxt;
      checkAsyncKeyword(it2, def);
      const validate2 = !$data && def.compile ? def.compile.call(it2.self, schema, parentSchema, it2) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it2.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it2.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it: it2 } = cxt;
      gen.if(it2.parentData, () => gen.assign(data, (0, codegen_1._)`${it2.parentData}[${it2.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st2) => st2 === "array" ? Array.isArray(schema) : st2 === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st2 || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it2, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it2.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it2.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it2.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it2.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it2.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it2, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it2;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it2;
        const nextData = gen.let("data", (0, codegen_1._)`${it2.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it2.dataLevel + 1;
        subschema.dataTypes = [];
        it2.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it2.data;
        subschema.dataNames = [...it2.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b3) {
      if (a === b3) return true;
      if (a && b3 && typeof a == "object" && typeof b3 == "object") {
        if (a.constructor !== b3.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b3.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b3[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b3.source && a.flags === b3.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b3.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b3.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b3).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b3, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b3[key])) return false;
        }
        return true;
      }
      return a !== a && b3 !== b3;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count3 = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count3++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count3 += countKeys(sch));
        }
        if (count3 === Infinity)
          return Infinity;
      }
      return count3;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p2 = resolver.parse(id);
      return _getFullPath(resolver, p2);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p2) {
      const serialized = resolver.serialize(p2);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _3, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it2) {
      if (isSchemaObj(it2)) {
        checkKeywords(it2);
        if (schemaCxtHasRules(it2)) {
          topSchemaObjCode(it2);
          return;
        }
      }
      validateFunction(it2, () => (0, boolSchema_1.topBoolOrEmptySchema)(it2));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it2) {
      const { schema, opts, gen } = it2;
      validateFunction(it2, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it2);
        checkNoDefault(it2);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it2);
        typeAndKeywords(it2);
        returnResults(it2);
      });
      return;
    }
    function resetEvaluated(it2) {
      const { gen, validateName } = it2;
      it2.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it2.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it2.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it2.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it2.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it2, valid) {
      if (isSchemaObj(it2)) {
        checkKeywords(it2);
        if (schemaCxtHasRules(it2)) {
          subSchemaObjCode(it2, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it2, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it2) {
      return typeof it2.schema != "boolean";
    }
    function subSchemaObjCode(it2, valid) {
      const { schema, gen, opts } = it2;
      if (opts.$comment && schema.$comment)
        commentKeyword(it2);
      updateContext(it2);
      checkAsyncSchema(it2);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it2, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it2) {
      (0, util_1.checkUnknownRules)(it2);
      checkRefsAndKeywords(it2);
    }
    function typeAndKeywords(it2, errsCount) {
      if (it2.opts.jtd)
        return schemaKeywords(it2, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it2.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it2, types);
      schemaKeywords(it2, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it2) {
      const { schema, errSchemaPath, opts, self } = it2;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it2) {
      const { schema, opts } = it2;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it2, "default is ignored in the schema root");
      }
    }
    function updateContext(it2) {
      const schId = it2.schema[it2.opts.schemaId];
      if (schId)
        it2.baseId = (0, resolve_1.resolveUrl)(it2.opts.uriResolver, it2.baseId, schId);
    }
    function checkAsyncSchema(it2) {
      if (it2.schema.$async && !it2.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it2) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it2;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it2);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it2, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it2;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it2, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it2, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it2, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it2);
          }
          gen.endIf();
        } else {
          iterateKeywords(it2, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it2, group) {
      const { gen, schema, opts: { useDefaults } } = it2;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it2, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it2, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it2, types) {
      if (it2.schemaEnv.meta || !it2.opts.strictTypes)
        return;
      checkContextTypes(it2, types);
      if (!it2.opts.allowUnionTypes)
        checkMultipleTypes(it2, types);
      checkKeywordTypes(it2, it2.dataTypes);
    }
    function checkContextTypes(it2, types) {
      if (!types.length)
        return;
      if (!it2.dataTypes.length) {
        it2.dataTypes = types;
        return;
      }
      types.forEach((t2) => {
        if (!includesType(it2.dataTypes, t2)) {
          strictTypesError(it2, `type "${t2}" not allowed by context "${it2.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it2, types);
    }
    function checkMultipleTypes(it2, ts2) {
      if (ts2.length > 1 && !(ts2.length === 2 && ts2.includes("null"))) {
        strictTypesError(it2, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it2, ts2) {
      const rules = it2.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it2.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t2) => hasApplicableType(ts2, t2))) {
            strictTypesError(it2, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts2, t2) {
      return ts2.includes(t2) || t2 === "integer" && ts2.includes("number");
    }
    function narrowSchemaTypes(it2, withTypes) {
      const ts2 = [];
      for (const t2 of it2.dataTypes) {
        if (includesType(withTypes, t2))
          ts2.push(t2);
        else if (withTypes.includes("integer") && t2 === "number")
          ts2.push("integer");
      }
      it2.dataTypes = ts2;
    }
    function strictTypesError(it2, msg) {
      const schemaPath = it2.schemaEnv.baseId + it2.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it2, msg, it2.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it2, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it2, def, keyword);
        this.gen = it2.gen;
        this.allErrors = it2.allErrors;
        this.keyword = keyword;
        this.data = it2.data;
        this.schema = it2.schema[keyword];
        this.$data = def.$data && it2.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it2, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it2.schema;
        this.params = {};
        this.it = it2;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it2.gen.const("vSchema", getData(this.$data, it2));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it2.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it: it2 } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st2 = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st2, schemaCode, it2.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it: it2, gen } = this;
        if (!it2.opts.unevaluated)
          return;
        if (it2.props !== true && schemaCxt.props !== void 0) {
          it2.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it2.props, toName);
        }
        if (it2.items !== true && schemaCxt.items !== void 0) {
          it2.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it2.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it: it2, gen } = this;
        if (it2.opts.unevaluated && (it2.props !== true || it2.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it2, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it2, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines: lines2 } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines: lines2, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve3.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve3(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p2 = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p2);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p2, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p2, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p2, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS2 = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS2[i >> 4] + HEX_DIGITS2[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re2 = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re2.lastIndex = 0;
      return host.replace(re2, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws2 = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws2.domainHost,
        parse: ws2.parse,
        serialize: ws2.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws: ws2,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse2(serialize2(uri, options), options);
      }
      return uri;
    }
    function resolve3(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize2(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative3, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse2(serialize2(base, options), options);
        relative3 = parse2(serialize2(relative3, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative3.scheme) {
        target.scheme = relative3.scheme;
        target.userinfo = relative3.userinfo;
        target.host = relative3.host;
        target.port = relative3.port;
        target.path = removeDotSegments(relative3.path || "");
        target.query = relative3.query;
      } else {
        if (relative3.userinfo !== void 0 || relative3.host !== void 0 || relative3.port !== void 0) {
          target.userinfo = relative3.userinfo;
          target.host = relative3.host;
          target.port = relative3.port;
          target.path = removeDotSegments(relative3.path || "");
          target.query = relative3.query;
        } else {
          if (!relative3.path) {
            target.path = base.path;
            if (relative3.query !== void 0) {
              target.query = relative3.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative3.path[0] === "/") {
              target.path = removeDotSegments(relative3.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative3.path;
              } else if (!base.path) {
                target.path = relative3.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative3.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative3.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative3.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize2(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent2 = component.indexOf("%");
      while (percent2 !== -1) {
        if (percent2 + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent2 + 1, percent2 + 3))) {
          return true;
        }
        percent2 = component.indexOf("%", percent2 + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse2(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize2(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize2(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve3,
      resolveComponent,
      equal,
      serialize: serialize2,
      parse: parse2
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o2) {
      var _a, _b, _c, _d, _e2, _f, _g, _h2, _j, _k, _l, _m, _o, _p, _q, _r2, _s2, _t2, _u, _v, _w, _x, _y, _z, _0;
      const s = o2.strict;
      const _optz = (_a = o2.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o2.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o2.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e2 = o2.strictSchema) !== null && _e2 !== void 0 ? _e2 : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h2 = (_g = o2.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h2 !== void 0 ? _h2 : true,
        strictTypes: (_k = (_j = o2.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o2.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o2.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o2.code ? { ...o2.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o2.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r2 = o2.loopEnum) !== null && _r2 !== void 0 ? _r2 : MAX_EXPRESSION,
        meta: (_s2 = o2.meta) !== null && _s2 !== void 0 ? _s2 : true,
        messages: (_t2 = o2.messages) !== null && _t2 !== void 0 ? _t2 : true,
        inlineRefs: (_u = o2.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o2.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o2.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o2.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o2.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o2.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o2.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines: lines2 } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines: lines2 });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v2;
        if (typeof schemaKeyRef == "string") {
          v2 = this.getSchema(schemaKeyRef);
          if (!v2)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v2 = this.compile(schemaKeyRef);
        }
        const valid = v2(data);
        if (!("$async" in v2))
          this.errors = v2.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p2 = this._loading[ref];
          if (p2)
            return p2;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k2) => addRule.call(this, k2, definition) : (k2) => definition.type.forEach((t2) => addRule.call(this, k2, definition, t2)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text2, msg) => text2 + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t2 }) => t2 === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it: it2 } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it2;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it2.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v2 = getValidate(cxt, sch);
          callRef(cxt, v2, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v2, sch, $async) {
      const { gen, it: it2 } = cxt;
      const { allErrors, schemaEnv: env, opts } = it2;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v2, passCxt)}`);
          addEvaluatedFrom(v2);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it2.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v2, passCxt), () => addEvaluatedFrom(v2), () => addErrorsFrom(v2));
      }
      function addErrorsFrom(source2) {
        const errs = (0, codegen_1._)`${source2}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source2) {
        var _a;
        if (!it2.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it2.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it2.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it2.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source2}.evaluated.props`);
            it2.props = util_1.mergeEvaluated.props(gen, props, it2.props, codegen_1.Name);
          }
        }
        if (it2.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it2.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it2.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source2}.evaluated.items`);
            it2.items = util_1.mergeEvaluated.items(gen, items, it2.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it: it2 } = cxt;
        const prec = it2.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it: it2 } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it2.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it: it2 } = cxt;
        const u2 = it2.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it2.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u2}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it: it2 } = cxt;
        const { opts } = it2;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it2.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it2.schemaEnv.baseId + it2.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it2, msg, it2.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j: j3 } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j3} and ${i} are identical)`,
      params: ({ params: { i, j: j3 } }) => (0, codegen_1._)`{i: ${i}, j: ${j3}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it: it2 } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j3 = gen.let("j");
          cxt.setParams({ i, j: j3 });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j3));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t2) => t2 === "object" || t2 === "array");
        }
        function loopN(i, j3) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it2.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j3, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j3) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j3} = ${i}; ${j3}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j3}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it: it2 } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it2.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v2) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v2})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it: it2 } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it2, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it: it2 } = cxt;
      it2.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it2, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it2.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it: it2 } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it2.items = true;
        if ((0, util_1.alwaysValidSchema)(it2, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it: it2 } = cxt;
      checkStrictTuple(parentSchema);
      if (it2.opts.unevaluated && schArr.length && it2.items !== true) {
        it2.items = util_1.mergeEvaluated.items(gen, schArr.length, it2.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it2, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it2;
        const l3 = schArr.length;
        const fullTuple = l3 === sch.minItems && (l3 === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l3}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it2, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it: it2 } = cxt;
        const { prefixItems } = parentSchema;
        it2.items = true;
        if ((0, util_1.alwaysValidSchema)(it2, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it: it2 } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it2.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it2, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it2, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it2, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it2.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count3 = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count3)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count3) {
          gen.code((0, codegen_1._)`${count3}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count3} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count3} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count3} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it: it2 } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it2.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it2.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it: it2 } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it2, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it2.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it: it2 } = cxt;
        if ((0, util_1.alwaysValidSchema)(it2, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it2.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it: it2 } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it2;
        it2.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it2, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it2, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p2) => (0, codegen_1._)`${key} === ${p2}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p2) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p2)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it2, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it: it2 } = cxt;
        if (it2.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it2, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it2.definedProperties.add(prop);
        }
        if (it2.opts.unevaluated && allProps.length && it2.props !== true) {
          it2.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it2.props);
        }
        const properties = allProps.filter((p2) => !(0, util_1.alwaysValidSchema)(it2, schema[p2]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it2.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it2.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it2.opts.useDefaults && !it2.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it: it2 } = cxt;
        const { opts } = it2;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p2) => (0, util_1.alwaysValidSchema)(it2, schema[p2]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it2.opts.unevaluated || it2.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it2.props !== true && !(it2.props instanceof codegen_1.Name)) {
          it2.props = (0, util_2.evaluatedPropsToName)(gen, it2.props);
        }
        const { props } = it2;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it2.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it2, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it2.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it2.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it: it2 } = cxt;
        if ((0, util_1.alwaysValidSchema)(it2, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it: it2 } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it2.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it2, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it: it2 } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it2, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it: it2 } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it2, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it2, "then");
        const hasElse = hasSchema(it2, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it2, keyword) {
      const schema = it2.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it2, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it: it2 }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it2, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it: it2 } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it2;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it: it2 } = cxt;
        const { oneOf: oneOf2 } = parentSchema;
        if (!it2.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf2)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf2.length; i++) {
            let sch = oneOf2[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it2.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it2.self, it2.schemaEnv.root, it2.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it2.opts.uriResolver, it2.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v2) => this.addVocabulary(v2));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity2.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity2.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity2.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity2.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity2.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity2.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity2.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity2.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt2 = identity2.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt2} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn2) => tn2.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix2] = parts;
            this.tags[handle] = prefix2;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source2, onError) {
        if (source2 === "!")
          return "!";
        if (source2[0] !== "!") {
          onError(`Not a valid tag: ${source2}`);
          return null;
        }
        if (source2[1] === "<") {
          const verbatim = source2.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source2} is invalid.`);
            return null;
          }
          if (source2[source2.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source2.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source2} tag has no suffix`);
        const prefix2 = this.tags[handle];
        if (prefix2) {
          try {
            return prefix2 + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source2;
        onError(`Could not resolve tag: ${source2}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix2] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix2))
            return handle + escapeTagName(tag.substring(prefix2.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity2.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity2.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix2] of tagEntries) {
          if (handle === "!!" && prefix2 === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn2) => tn2.startsWith(prefix2)))
            lines2.push(`%TAG ${handle} ${prefix2}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix2, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix2}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix2) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source2) => {
          aliasObjects.push(source2);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix2, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source2 of aliasObjects) {
            const ref = sourceObjects.get(source2);
            if (typeof ref === "object" && ref.anchor && (identity2.isScalar(ref.node) || identity2.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source2;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k2 of Array.from(val.keys())) {
            const v0 = val.get(k2);
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              val.delete(k2);
            else if (v1 !== v0)
              val.set(k2, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k2, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              delete val[k2];
            else if (v1 !== v0)
              val[k2] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v2, i) => toJS(v2, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity2.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity2 = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity2.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count3, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count3);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source2) {
        super(identity2.ALIAS);
        this.source = source2;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity2.isAlias(node) || identity2.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source2 = this.resolve(ctx.doc, ctx);
        if (!source2) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source2).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity2.isAlias(node)) {
        const source2 = node.resolve(doc);
        const anchor = anchors2 && source2 && anchors2.get(source2);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity2.isCollection(node)) {
        let count3 = 0;
        for (const item of node.items) {
          const c3 = getAliasCount(doc, item, anchors2);
          if (c3 > count3)
            count3 = c3;
        }
        return count3;
      } else if (identity2.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity2.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t2) => t2.tag === tagName);
        const tagObj = match.find((t2) => !t2.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t2) => t2.identify?.(value) && !t2.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity2.isDocument(value))
        value = value.contents;
      if (identity2.isNode(value))
        return value;
      if (identity2.isPair(value)) {
        const map = ctx.schema[identity2.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity2.MAP] : Symbol.iterator in Object(value) ? schema[identity2.SEQ] : schema[identity2.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity2 = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v2 = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k2 = path[i];
        if (typeof k2 === "number" && Number.isInteger(k2) && k2 >= 0) {
          const a = [];
          a[k2] = v2;
          v2 = a;
        } else {
          v2 = /* @__PURE__ */ new Map([[k2, v2]]);
        }
      }
      return createNode.createNode(v2, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it2) => identity2.isNode(it2) || identity2.isPair(it2) ? it2.clone(schema) : it2);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity2.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity2.isScalar(node) ? node.value : node;
        else
          return identity2.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity2.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity2.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity2.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text2, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text2[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text2[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text2, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i += 1];
                overflow = true;
              }
              const j3 = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j3])
                return text2;
              folds.push(j3);
              escapedFolds[j3] = true;
              end = j3 + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text2[++i];
        } else {
          do {
            ch = text2[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs2;
      if (singleQuote === false)
        qs2 = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs2 = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs2 = doubleQuotedString;
        else
          qs2 = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs2(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss2 = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss2.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss2.value, ctx) : blockString(ss2, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss2, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t2 = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t2);
        if (res === null)
          throw new Error(`Unsupported default string type ${t2}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity2 = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t2) => t2.tag === item.tag);
        if (match.length > 0)
          return match.find((t2) => t2.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity2.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t2) => t2.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t2) => t2.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t2) => t2.format === item.format) ?? match.find((t2) => !t2.format);
      } else {
        obj = item;
        tagObj = tags.find((t2) => t2.nodeClass && obj instanceof t2.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity2.isScalar(node) || identity2.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity2.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity2.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity2.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o2) => tagObj = o2 });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity2.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity2.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity2.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity2.isCollection(key) || !identity2.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity2.isCollection(key) || (identity2.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity2.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity2.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity2.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws2 = " ";
      if (keyComment || vsb || vcb) {
        ws2 = vsb ? "\n" : "";
        if (vcb) {
          const cs2 = commentString(vcb);
          ws2 += `
${stringifyComment.indentComment(cs2, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws2 === "\n" && valueComment)
            ws2 = "\n\n";
        } else {
          ws2 += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity2.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws2 = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws2 = "";
      }
      str += ws2 + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity2.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source2 = resolveAliasValue(ctx, value);
      if (identity2.isSeq(source2))
        for (const it2 of source2.items)
          mergeValue(ctx, map, it2);
      else if (Array.isArray(source2))
        for (const it2 of source2)
          mergeValue(ctx, map, it2);
      else
        mergeValue(ctx, map, source2);
    }
    function mergeValue(ctx, map, value) {
      const source2 = resolveAliasValue(ctx, value);
      if (!identity2.isMap(source2))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source2.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity2.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity2 = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity2.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity2.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity2 = require_identity();
    function createPair(key, value, ctx) {
      const k2 = createNode.createNode(key, void 0, ctx);
      const v2 = createNode.createNode(value, void 0, ctx);
      return new Pair(k2, v2);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity2.isNode(key))
          key = key.clone(schema);
        if (identity2.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_3, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity2.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str2);
      }
      let str;
      if (lines2.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity2.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity2.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum2, line) => sum2 + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines2.push(str);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum2, line) => sum2 + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines2)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k2 = identity2.isScalar(key) ? key.value : key;
      for (const it2 of items) {
        if (identity2.isPair(it2)) {
          if (it2.key === key || it2.key === k2)
            return it2;
          if (identity2.isScalar(it2.key) && it2.key.value === k2)
            return it2;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity2.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add2 = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add2(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add2(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity2.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity2.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it2 = findPair(this.items, key);
        if (!it2)
          return false;
        const del = this.items.splice(this.items.indexOf(it2), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it2 = findPair(this.items, key);
        const node = it2?.value;
        return (!keepScalar && identity2.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_3, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity2.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity2.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity2.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it2 = this.items[idx];
        return !keepScalar && identity2.isScalar(it2) ? it2.value : it2;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity2.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_3, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it2 of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it2 : String(i++);
              it2 = replacer.call(obj, key, it2);
            }
            seq.items.push(createNode.createNode(it2, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity2.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity2.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source: source2 }, ctx) => typeof source2 === "string" && nullTag.test.test(source2) ? source2 : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source: source2, value }, ctx) {
        if (source2 && boolTag.test.test(source2)) {
          const sv = source2[0] === "t" || source2[0] === "T";
          if (value === sv)
            return source2;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d2 = minFractionDigits - (n.length - i - 1);
        while (d2-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix2) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix2 + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines2 = new Array(n);
          for (let i = 0, o2 = 0; i < n; ++i, o2 += lineWidth) {
            lines2[i] = str.substr(o2, lineWidth);
          }
          str = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity2.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity2.isPair(item))
            continue;
          else if (identity2.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn2 = pair.value ?? pair.key;
              cn2.comment = cn2.comment ? `${item.comment}
${cn2.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity2.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it2 of iterable) {
          if (typeof replacer === "function")
            it2 = replacer.call(iterable, String(i++), it2);
          let key, value;
          if (Array.isArray(it2)) {
            if (it2.length === 2) {
              key = it2[0];
              value = it2[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it2}`);
          } else if (it2 && it2 instanceof Object) {
            const keys = Object.keys(it2);
            if (keys.length === 1) {
              key = keys[0];
              value = it2[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it2;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_3, ctx) {
        if (!ctx)
          return super.toJSON(_3);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity2.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity2.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source: source2 }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source2 && boolObj.test.test(source2))
        return source2;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f3 = str.substring(dot + 1).replace(/_/g, "");
          if (f3[f3.length - 1] === "0")
            node.minFractionDigits = f3.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix2) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix2 + str.substr(1) : prefix2 + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity2.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity2.isPair(pair) ? identity2.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_3, ctx) {
        return super.toJSON(_3, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity2.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p2) => res2 * num(60) + num(p2), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d2 = parseSexagesimal(tz, false);
          if (Math.abs(d2) < 30)
            d2 *= 60;
          date -= 6e4 * d2;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b3) => a.key < b3.key ? -1 : a.key > b3.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity2.MAP, { value: map.map });
        Object.defineProperty(this, identity2.SCALAR, { value: string.string });
        Object.defineProperty(this, identity2.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines2.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs2 = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs2, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity2.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs2 = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs2, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs2 = commentString(doc.comment);
          if (cs2.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs2, ""));
          } else {
            lines2.push(`... ${cs2}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity2.NODE_TYPE]: { value: identity2.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity2.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v2) => typeof v2 === "number" || v2 instanceof String || v2 instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity2.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k2 = this.createNode(key, null, options);
        const v2 = this.createNode(value, null, options);
        return new Pair.Pair(k2, v2);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity2.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity2.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity2.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity2.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity2.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count3, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count3);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity2.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors2 = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "…" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "…";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "…\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count3 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count3 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count3);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st2 of key.end)
              if (st2.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it2 of key.items) {
            for (const st2 of it2.start)
              if (st2.type === "newline")
                return true;
            if (it2.sep) {
              for (const st2 of it2.sep)
                if (st2.type === "newline")
                  return true;
            }
            if (containsNewline(it2.key) || containsNewline(it2.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b3) => a === b3 || identity2.isScalar(a) && identity2.isScalar(b3) && a.value === b3.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs2, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs2.offset;
      let commentEnd = null;
      for (const { start, value } of bs2.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs2.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs2.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs2.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source: source2, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source2.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source2;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source2.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st2 of start) {
              switch (st2.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st2.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity2.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (const st2 of sep) {
                  if (st2 === valueProps.found)
                    break;
                  if (st2.type === "newline") {
                    onError(st2, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce2, ...ee3] = fc.end;
      let cePos = offset;
      if (ce2?.source === expectedEnd)
        cePos = ce2.offset + ce2.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce2 && ce2.source.length !== 1)
          ee3.unshift(ce2);
      }
      if (ee3.length > 0) {
        const end = resolveEnd.resolveEnd(ee3, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t2) => t2.tag === tagName && t2.collection === expType);
      if (!tag) {
        const kt2 = ctx.schema.knownTags[tagName];
        if (kt2?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt2, { default: false }));
          tag = kt2;
        } else {
          if (kt2) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt2.tag} used for ${expType} collection, but expects ${kt2.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity2.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines2 = scalar.source ? splitLines2(scalar.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source: source2 } = props[0];
      const mode = source2[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source2.length; ++i) {
        const ch = source2[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source2}`);
      let hasSpace = false;
      let comment = "";
      let length = source2.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts2 = token.source;
            if (ts2 && typeof ts2 === "string")
              length += ts2.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source2) {
      const split = source2.split(/\n( *)/);
      const first = split[0];
      const m2 = first.match(/^( *)/);
      const line0 = m2?.[1] ? [m2[1], first.slice(m2[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source: source2, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source2, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source2, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source2, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source2.length, offset + source2.length]
          };
      }
      const valueEnd = offset + source2.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re2.comment,
        range: [offset, valueEnd, re2.offset]
      };
    }
    function plainValue(source2, onError) {
      let badChar = "";
      switch (source2[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source2[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source2[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source2);
    }
    function singleQuotedValue(source2, onError) {
      if (source2[source2.length - 1] !== "'" || source2.length === 1)
        onError(source2.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source2.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source2) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source2);
      if (!match)
        return source2;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source2)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source2);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source2, onError) {
      let res = "";
      for (let i = 1; i < source2.length - 1; ++i) {
        const ch = source2[i];
        if (ch === "\r" && source2[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source2, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source2[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source2[i + 1];
            while (next === " " || next === "	")
              next = source2[++i + 1];
          } else if (next === "\r" && source2[i + 1] === "\n") {
            next = source2[++i + 1];
            while (next === " " || next === "	")
              next = source2[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source2, i + 1, length, onError);
            i += length;
          } else {
            const raw2 = source2.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw2}`);
            res += raw2;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source2[i + 1];
          while (next === " " || next === "	")
            next = source2[++i + 1];
          if (next !== "\n" && !(next === "\r" && source2[i + 2] === "\n"))
            res += i > wsStart ? source2.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source2[source2.length - 1] !== '"' || source2.length === 1)
        onError(source2.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source2, offset) {
      let fold = "";
      let ch = source2[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source2[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source2[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "",
      // Unicode next line
      _: " ",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source2, offset, length, onError) {
      const cc = source2.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw2 = source2.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw2}`);
        return raw2;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity2.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity2.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity2.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity2.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt2 = schema.knownTags[tagName];
      if (kt2 && !kt2.collection) {
        schema.tags.push(Object.assign({}, kt2, { default: false, test: void 0 }));
        return kt2;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity2.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity2.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity2.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts2 = directives.tagString(tag.tag);
          const cs2 = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts2} or ${cs2}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st2 = before[i];
          switch (st2.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st2.source.length;
              continue;
          }
          st2 = before[++i];
          while (st2?.type === "space") {
            offset += st2.source.length;
            st2 = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity2.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source: source2, end }, onError) {
      const alias = new Alias.Alias(source2.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source2.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source2.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re2.offset];
      if (re2.comment)
        alias.comment = re2.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re2 = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re2.comment)
        doc.comment = re2.comment;
      doc.range = [offset, contentEnd, re2.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors2();
    var identity2 = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source: source2 } = src;
      return [offset, offset + (typeof source2 === "string" ? source2.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source2 = prelude[i];
        switch (source2[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source2.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source2, code, message, warning) => {
          const pos = getErrorPos(source2);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity2.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it2 = dc.items[0];
            if (identity2.isPair(it2))
              it2 = it2.key;
            const cb = it2.commentBefore;
            it2.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors2();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source2 = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source2[0]) {
        case "|":
        case ">": {
          const he2 = source2.indexOf("\n");
          const head = source2.substring(0, he2);
          const body = source2.substring(he2 + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source: source2, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source: source2, end };
        default:
          return { type: "scalar", offset, indent, source: source2, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source2 = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source2[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source2);
          break;
        case '"':
          setFlowScalarValue(token, source2, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source2, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source2, "scalar");
      }
    }
    function setBlockScalarValue(token, source2) {
      const he2 = source2.indexOf("\n");
      const head = source2.substring(0, he2);
      const body = source2.substring(he2 + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st2 of end)
          switch (st2.type) {
            case "space":
            case "comment":
              props.push(st2);
              break;
            case "newline":
              props.push(st2);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source2, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source2;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source2.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source: source2, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source2.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source: source2, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st2) => st2.type === "space" || st2.type === "comment" || st2.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source: source2, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st2 of token.end)
            res += st2.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st2 of start)
        res += st2.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st2 of sep)
          res += st2.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM2 = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM2:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source2) {
      switch (source2) {
        case BOM2:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source2[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM2;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source2, incomplete2 = false) {
        if (source2) {
          if (typeof source2 !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source2 : source2;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete2;
        let next = this.next ?? "stream";
        while (next && (incomplete2 || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt2 = this.buffer.substr(offset, 3);
          if ((dt2 === "---" || dt2 === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state2) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state2;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs2 = line.indexOf("#");
          while (cs2 !== -1) {
            const ch = line[cs2 - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs2 - 1;
              break;
            } else {
              cs2 = line.indexOf("#", cs2 + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = qb.indexOf("\n", cs2);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = this.buffer.indexOf("\n", cs2);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs2 = this.continueScalar(i + 1);
              if (cs2 === -1)
                break;
              i = Math.max(i, cs2 - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it2 = parent.items[parent.items.length - 1];
          return it2.sep ?? it2.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source2) {
      if (source2.length < 1e5)
        Array.prototype.push.apply(target, source2);
      else
        for (let i = 0; i < source2.length; ++i)
          target.push(source2[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it2 of fc.items) {
          if (it2.sep && !it2.value && !includesToken(it2.start, "explicit-key-ind") && !includesToken(it2.sep, "map-value-ind")) {
            if (it2.key)
              it2.value = it2.key;
            delete it2.key;
            if (isFlowToken(it2.value)) {
              if (it2.value.end)
                arrayPushArray(it2.value.end, it2.sep);
              else
                it2.value.end = it2.sep;
            } else
              arrayPushArray(it2.start, it2.sep);
            delete it2.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source2, incomplete2 = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source2, incomplete2))
          yield* this.next(lexeme);
        if (!incomplete2)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source2) {
        this.source = source2;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source2));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source2.length;
          return;
        }
        const type = cst.tokenType(source2);
        if (!type) {
          const message = `Not a YAML token: ${source2}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source: source2 });
          this.offset += source2.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source2.length);
              break;
            case "space":
              if (this.atNewLine && source2[0] === " ")
                this.indent += source2.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source2.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source2.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st2 = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st2;
      }
      *step() {
        const top2 = this.peek(1);
        if (this.type === "doc-end" && top2?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top2)
          return yield* this.stream();
        switch (top2.type) {
          case "document":
            return yield* this.document(top2);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top2);
          case "block-scalar":
            return yield* this.blockScalar(top2);
          case "block-map":
            return yield* this.blockMap(top2);
          case "block-seq":
            return yield* this.blockSequence(top2);
          case "flow-collection":
            return yield* this.flowCollection(top2);
          case "doc-end":
            return yield* this.documentEnd(top2);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top2 = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top2 ? top2.indent : 0;
          } else if (token.type === "flow-collection" && top2.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top2.type) {
            case "document":
              top2.value = token;
              break;
            case "block-scalar":
              top2.props.push(token);
              break;
            case "block-map": {
              const it2 = top2.items[top2.items.length - 1];
              if (it2.value) {
                top2.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it2.sep) {
                it2.value = token;
              } else {
                Object.assign(it2, { key: token, sep: [] });
                this.onKeyLine = !it2.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it2 = top2.items[top2.items.length - 1];
              if (it2.value)
                top2.items.push({ start: [], value: token });
              else
                it2.value = token;
              break;
            }
            case "flow-collection": {
              const it2 = top2.items[top2.items.length - 1];
              if (!it2 || it2.value)
                top2.items.push({ start: [], key: token, sep: [] });
              else if (it2.sep)
                it2.value = token;
              else
                Object.assign(it2, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top2.type === "document" || top2.type === "block-map" || top2.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st2) => st2.type !== "comment" || st2.indent < token.indent))) {
              if (top2.type === "document")
                top2.end = last.start;
              else
                top2.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it2 = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              it2.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it2.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it2.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it2.sep || it2.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it2.sep && !it2.value) {
            const nl = [];
            for (let i = 0; i < it2.sep.length; ++i) {
              const st2 = it2.sep[i];
              switch (st2.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st2.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it2.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it2.sep) {
                it2.sep.push(this.sourceToken);
              } else {
                it2.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it2.sep && !it2.explicitKey) {
                it2.start.push(this.sourceToken);
                it2.explicitKey = true;
              } else if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it2.explicitKey) {
                if (!it2.sep) {
                  if (includesToken(it2.start, "newline")) {
                    Object.assign(it2, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it2.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it2.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it2.key) && !includesToken(it2.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it2.start);
                  const key = it2.key;
                  const sep = it2.sep;
                  sep.push(this.sourceToken);
                  delete it2.key;
                  delete it2.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it2.sep = it2.sep.concat(start, this.sourceToken);
                } else {
                  it2.sep.push(this.sourceToken);
                }
              } else {
                if (!it2.sep) {
                  Object.assign(it2, { key: null, sep: [this.sourceToken] });
                } else if (it2.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it2.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it2.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it2.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it2, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it2.explicitKey && it2.sep && !includesToken(it2.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it2 = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it2.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it2.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it2.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it2.value || this.indent <= seq.indent)
              break;
            it2.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it2.value || includesToken(it2.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it2.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it2 = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top2;
          do {
            yield* this.pop();
            top2 = this.peek(1);
          } while (top2?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it2 || it2.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it2.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                Object.assign(it2, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it2 || it2.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                it2.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it2.sep)
                this.stack.push(fs2);
              else
                Object.assign(it2, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st2) => st2.type === "newline" || st2.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors2();
    var log = require_log();
    var identity2 = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source2, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source2)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source2, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source2, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source2, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source2), true, source2.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source2, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source2, lineCounter2));
      }
      return doc;
    }
    function parse2(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity2.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse2;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors2();
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity2.isAlias;
    exports.isCollection = identity2.isCollection;
    exports.isDocument = identity2.isDocument;
    exports.isMap = identity2.isMap;
    exports.isNode = identity2.isNode;
    exports.isPair = identity2.isPair;
    exports.isScalar = identity2.isScalar;
    exports.isSeq = identity2.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m2 = s * 60;
    var h3 = m2 * 60;
    var d2 = h3 * 24;
    var w2 = d2 * 7;
    var y2 = d2 * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse2(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse2(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y2;
        case "weeks":
        case "week":
        case "w":
          return n * w2;
        case "days":
        case "day":
        case "d":
          return n * d2;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h3;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return Math.round(ms2 / d2) + "d";
      }
      if (msAbs >= h3) {
        return Math.round(ms2 / h3) + "h";
      }
      if (msAbs >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms2 / s) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return plural3(ms2, msAbs, d2, "day");
      }
      if (msAbs >= h3) {
        return plural3(ms2, msAbs, h3, "hour");
      }
      if (msAbs >= m2) {
        return plural3(ms2, msAbs, m2, "minute");
      }
      if (msAbs >= s) {
        return plural3(ms2, msAbs, s, "second");
      }
      return ms2 + " ms";
    }
    function plural3(ms2, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms2 / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash2 = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash2 = (hash2 << 5) - hash2 + namespace.charCodeAt(i);
          hash2 |= 0;
        }
        return createDebug.colors[Math.abs(hash2) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms2 = curr - (prevTime || curr);
          self.diff = ms2;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v2) => {
            enableOverride = v2;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns2 of split) {
          if (ns2[0] === "-") {
            createDebug.skips.push(ns2.slice(1));
          } else {
            createDebug.names.push(ns2);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns2 of createDebug.names) {
          if (matchesTemplate(name, ns2)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m2;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m2 = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m2[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c3 = "color: " + this.color;
      args.splice(1, 0, c3, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c3);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r2;
      try {
        r2 = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r2 && typeof process !== "undefined" && "env" in process) {
        r2 = process.env.DEBUG;
      }
      return r2;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = __require("supports-color");
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_3, k2) => {
        return k2.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c3 = this.color;
        const colorCode = "\x1B[3" + (c3 < 8 ? c3 : "8;5;" + c3);
        const prefix2 = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix2 + args[0].split("\n").join("\n" + prefix2);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path, isFile, isDirectory) {
      log(`checking %s`, path);
      try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path, type = exports.READABLE) {
      return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export(m2) {
      for (var p2 in m2) if (!exports.hasOwnProperty(p2)) exports[p2] = m2[p2];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist3 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done;
      let fail2;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail2 = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail2(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// src/cli.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

// src/errors.ts
function formatLocation(location2) {
  if (location2.line !== void 0) return `${location2.file}:${location2.line}`;
  if (location2.offset !== void 0) return `${location2.file}@${location2.offset}`;
  return location2.file;
}
var UserError = class extends Error {
  name = "UserError";
};
var DataError = class extends Error {
  name = "DataError";
  location;
  detail;
  constructor(location2, detail) {
    super(`${formatLocation(location2)}: ${detail}`);
    this.location = location2;
    this.detail = detail;
  }
};
var InternalError = class extends Error {
  name = "InternalError";
};
function describeError(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

// package.json
var package_default = {
  name: "goldgate",
  version: "0.1.0",
  description: "Score NLP system output against a gold standard on every pull request: spans, events, labels, agreement; compare with the last release; gate the merge.",
  type: "module",
  license: "MIT",
  private: true,
  bin: {
    goldgate: "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit -p .",
    lint: "biome check .",
    format: "biome check --write .",
    test: 'node --import tsx --test --test-reporter=tap "test/**/*.test.ts"',
    bench: "node --import tsx bench/run.ts",
    example: "node scripts/build.mjs && node scripts/render-example.mjs && node scripts/render-readme.mjs"
  },
  devDependencies: {
    "@biomejs/biome": "2.5.15",
    "@types/node": "24.19.2",
    esbuild: "0.28.2",
    "fast-check": "4.10.2",
    node: "24.21.0",
    tsx: "4.23.15",
    typescript: "7.0.2"
  },
  dependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    ajv: "8.20.0",
    "markdown-table": "3.1.0",
    "simple-git": "4.0.2",
    yaml: "2.9.1"
  },
  allowScripts: {
    node: true,
    esbuild: true
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/config/load-config.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_yaml = __toESM(require_dist(), 1);

// goldgate.schema.json
var goldgate_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://goldgate.dev/schema/goldgate.yml.json",
  title: "goldgate.yml",
  description: "Configuration read by the Goldgate CLI and GitHub Action. Paths are relative to this file and must stay inside the workspace.",
  type: "object",
  additionalProperties: false,
  properties: {
    inputs: {
      description: "What to read.",
      type: "object",
      additionalProperties: false,
      properties: {
        format: {
          description: "Input format.",
          enum: ["conll", "jsonl", "brat", "doccano", "label-studio", "tbf"]
        },
        input: {
          description: "conlleval layout: one CoNLL file whose last two columns are the gold and system tags.",
          type: "string",
          minLength: 1
        },
        gold: {
          description: "Gold-standard file.",
          type: "string",
          minLength: 1
        },
        system: {
          description: "System output file.",
          type: "string",
          minLength: 1
        },
        tagging: {
          description: "Tagging scheme of CoNLL tag columns.",
          enum: ["iob1", "iob2", "ioe1", "ioe2", "iobes", "bilou"]
        },
        strictTags: {
          description: "Drop ill-formed chunks (seqeval strict) instead of repairing them (conlleval).",
          type: "boolean"
        },
        goldColumn: {
          description: "0-based gold tag column; negative counts from the end.",
          type: "integer"
        },
        systemColumn: {
          description: "0-based system tag column; negative counts from the end.",
          type: "integer"
        },
        offsets: {
          description: "JSONL offset unit: Unicode code points or tokens.",
          enum: ["char", "token"]
        },
        glob: {
          description: "Directory corpora: read only files whose relative path matches one of these globs.",
          type: "array",
          items: {
            type: "string",
            minLength: 1
          }
        },
        goldSuffix: {
          description: "Suffix removed from gold file names to get document ids (MAT's --ref_fsuff_off).",
          type: "string"
        },
        systemSuffix: {
          description: "Suffix removed from system file names to get document ids.",
          type: "string"
        },
        textDir: {
          description: "brat: directory of the .txt files when they are not beside the .ann files.",
          type: "string",
          minLength: 1
        },
        charOffsets: {
          description: "doccano / Label Studio: how the export counts characters (converted to code points).",
          enum: ["auto", "codepoint", "utf16", "grapheme"]
        },
        labelStudioSystem: {
          description: "Label Studio: which results are the system output.",
          enum: ["auto", "annotations", "predictions"]
        },
        tokens: {
          description: "tbf: directory of <doc>.tab token tables (token mode); without it, character mode.",
          type: "string",
          minLength: 1
        },
        tokenSuffix: {
          description: "tbf: token table suffix.",
          type: "string"
        }
      }
    },
    scoring: {
      description: "How to score.",
      type: "object",
      additionalProperties: false,
      properties: {
        compat: {
          description: "Compatibility profile: the exact semantics of a peer scorer.",
          enum: ["default", "conlleval", "seqeval-strict", "nervaluate", "evmeval"]
        },
        beta: {
          description: "Beta of F-beta (reported as fbeta beside f1 when not 1).",
          type: "number",
          exclusiveMinimum: 0
        },
        map: {
          description: "Type equivalences applied to both sides: 'LOC,GPE': PLACE.",
          type: "object",
          additionalProperties: {
            type: "string",
            minLength: 1
          }
        },
        ignore: {
          description: "Types dropped from both sides (counted in issues).",
          type: "array",
          items: {
            type: "string",
            minLength: 1
          }
        },
        types: {
          description: "Score only these types.",
          type: "array",
          items: {
            type: "string",
            minLength: 1
          }
        },
        attributes: {
          description: "Attributes that must be equal for a match (GATE's significant features).",
          type: "array",
          items: {
            type: "string",
            minLength: 1
          }
        },
        invisibleWords: {
          description: "tbf: tokens left out of mention spans: a preset name (none, evmeval-1.7) or a list of words.",
          anyOf: [
            {
              enum: ["none", "evmeval-1.7"]
            },
            {
              type: "array",
              items: {
                type: "string"
              }
            }
          ]
        },
        bdm: {
          description: "A BDM score file (GATE's key=…, response=…, bdm=… lines): adds the bdm scheme, crediting near-miss types by their BDM score.",
          type: "string",
          minLength: 1
        }
      }
    },
    baseline: {
      description: "Where the scores to compare with come from (docs/comparison.md).",
      type: "object",
      additionalProperties: false,
      properties: {
        source: {
          description: "auto tries release-asset, tag-file, tag-rescore, path in order; none compares with nothing (absolute thresholds only).",
          enum: ["auto", "release-asset", "tag-file", "tag-rescore", "path", "none"]
        },
        path: {
          description: "A recorded scores file (goldgate record) in the workspace: the `path` source.",
          type: "string",
          minLength: 1
        },
        scoresFile: {
          description: "Where the recorded scores file is committed, read at the release tag (tag-file); also the release asset's name.",
          type: "string",
          minLength: 1
        },
        tagPattern: {
          description: "Release tags to consider (glob); semver prereleases are skipped.",
          type: "string",
          minLength: 1
        },
        baseRef: {
          description: "Release tags must be merged into this ref (default HEAD).",
          type: "string",
          minLength: 1
        },
        resamples: {
          description: "Paired bootstrap resamples over documents for the 95% intervals.",
          type: "integer",
          minimum: 1,
          maximum: 1e6
        },
        seed: {
          description: "Seed of the bootstrap and randomization test: the same seed gives the same bytes.",
          type: "integer",
          minimum: 0,
          maximum: 4294967295
        },
        top: {
          description: "How many largest per-document regressions and improvements to list.",
          type: "integer",
          minimum: 0,
          maximum: 1e6
        },
        scheme: {
          description: "Scheme that decides whether an annotation is right, for newly broken and fixed annotations (default strict).",
          enum: ["strict", "exact", "partial", "type", "lenient", "average"]
        }
      }
    },
    gate: {
      description: "When a run fails (docs/gate.md). Without a gate section: fail on a significant overall strict F1 drop of more than 1 point.",
      type: "object",
      additionalProperties: false,
      properties: {
        rules: {
          description: "Rules over metric paths; they replace the default rule.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["metric"],
            anyOf: [
              {
                required: ["min"]
              },
              {
                required: ["maxDrop"]
              },
              {
                required: ["maxRelativeDrop"]
              }
            ],
            properties: {
              metric: {
                description: "A path into the scores document; * matches every key (types.*.strict.f1).",
                type: "string",
                pattern: "^(overall|types|macro|tokens|events|labels|agreement)(\\.[^.]+)+$"
              },
              min: {
                description: "Absolute floor, a fraction 0..1 (0.85 = 85%).",
                type: "number",
                minimum: 0,
                maximum: 1
              },
              maxDrop: {
                description: "Largest allowed drop against the baseline, in points (1.0 = 0.01).",
                type: "number",
                minimum: 0
              },
              maxRelativeDrop: {
                description: "Largest allowed drop as a fraction of the baseline value (0.05 = 5%).",
                type: "number",
                minimum: 0,
                maximum: 1
              },
              significant: {
                description: "Drops fail only when the 95% interval of the delta excludes 0 (default true).",
                type: "boolean"
              },
              minSupport: {
                description: "Metrics with fewer gold items than this only warn.",
                type: "integer",
                minimum: 0
              },
              level: {
                description: "What a breach is: fail (default) or warn.",
                enum: ["fail", "warn"]
              }
            }
          }
        },
        cases: {
          description: "Levels of the special cases: fail, warn or off.",
          type: "object",
          additionalProperties: false,
          properties: {
            noBaseline: {
              description: "No baseline was found (default warn).",
              enum: ["fail", "warn", "off"]
            },
            goldChanged: {
              description: "The gold changed since the baseline and could not be re-scored (default warn).",
              enum: ["fail", "warn", "off"]
            },
            typeGone: {
              description: "A baseline type is absent from this run (default fail).",
              enum: ["fail", "warn", "off"]
            },
            newType: {
              description: "A type absent from the baseline appears (default warn).",
              enum: ["fail", "warn", "off"]
            }
          }
        },
        waived: {
          description: "Turn failures into warnings, giving the reason (usually set by a PR label or --waive).",
          type: "string",
          minLength: 1
        }
      }
    },
    report: {
      description: "How reports look.",
      type: "object",
      additionalProperties: false,
      properties: {
        scheme: {
          description: "Scheme of the per-type tables and the headline (default strict).",
          enum: ["strict", "exact", "partial", "type", "lenient", "average"]
        },
        worstTypes: {
          description: "Type rows kept at least when the markdown must shrink to fit 65,536 characters (default 25).",
          type: "integer",
          minimum: 1
        },
        links: {
          description: "Footer links of the markdown report.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["label", "url"],
            properties: {
              label: {
                description: "Link text.",
                type: "string",
                minLength: 1
              },
              url: {
                description: "An http(s) URL.",
                type: "string",
                pattern: "^https?://"
              }
            }
          }
        }
      }
    }
  }
};

// src/config/load-config.ts
var ajv = new import_ajv.Ajv({ allErrors: true, strict: true, strictRequired: false, verbose: true });
var validate;
function configPath(pointer) {
  const segments = pointer.split("/").slice(1).map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  return segments.reduce(
    (out, s) => /^\d+$/.test(s) ? `${out}[${s}]` : out === "" ? s : `${out}.${s}`,
    ""
  );
}
var TYPE_NAMES = {
  number: "a number",
  integer: "an integer",
  string: "a string",
  boolean: "true or false",
  object: "a mapping",
  array: "a list"
};
var BOUNDS = {
  minimum: "≥",
  maximum: "≤",
  exclusiveMinimum: ">",
  exclusiveMaximum: "<"
};
function expected(e) {
  const params = e.params;
  if (e.keyword === "enum")
    return `expected one of: ${params.allowedValues.join(", ")}`;
  if (e.keyword === "type")
    return `expected ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
  const bound = BOUNDS[e.keyword];
  if (bound !== void 0) return `expected a number ${bound} ${String(params.limit)}`;
  if (e.keyword === "pattern" || e.keyword === "minLength") {
    const description = e.parentSchema?.description;
    return typeof description === "string" ? `expected ${description.charAt(0).toLowerCase()}${description.slice(1)}` : `${e.message ?? "invalid"}`;
  }
  return e.message ?? "invalid";
}
function describeProblem(e, all) {
  const path = configPath(e.instancePath) || "(top level)";
  const params = e.params;
  if (e.keyword === "additionalProperties")
    return `${path === "(top level)" ? "" : `${path}.`}${String(params.additionalProperty)}: unknown key`;
  if (e.keyword === "required" && !e.schemaPath.includes("/anyOf/"))
    return `${path === "(top level)" ? "" : `${path}.`}${String(params.missingProperty)}: required`;
  if (e.schemaPath.includes("/anyOf/")) return null;
  if (e.keyword === "anyOf") {
    const branches = all.filter(
      (c3) => c3.instancePath === e.instancePath && c3.schemaPath.startsWith(`${e.schemaPath}/`)
    );
    const missing = branches.filter((c3) => c3.keyword === "required").map((c3) => String(c3.params.missingProperty));
    if (missing.length === branches.length && missing.length > 0)
      return `${path}: expected at least one of: ${missing.join(", ")}`;
    return `${path}: ${branches.map(expected).join("; or ")}`;
  }
  return `${path}: ${expected(e)}`;
}
function validateConfig(value, file) {
  validate ??= ajv.compile(goldgate_schema_default);
  if (value === null || value === void 0) return {};
  if (validate(value)) return value;
  const errors = validate.errors ?? [];
  const problems = errors.flatMap((e) => describeProblem(e, errors) ?? []);
  throw new UserError(
    `${file} is not a valid Goldgate config:
  - ${[...new Set(problems)].join("\n  - ")}`
  );
}
function loadConfig(path, files) {
  if (files.kind(path) !== "file")
    throw new UserError(
      `Config file '${path}' not found. Pass --config FILE or create ./goldgate.yml.`
    );
  const text2 = files.readText(path);
  let value;
  try {
    value = (0, import_yaml.parse)(text2, { prettyErrors: true });
  } catch (error) {
    const line = error.linePos?.[0]?.line;
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new UserError(`${path}${line === void 0 ? "" : `:${line}`}: invalid YAML: ${message}`);
  }
  return validateConfig(value, path);
}

// src/config/resolve-settings.ts
import { isAbsolute, relative, resolve } from "node:path";

// src/config/presets.ts
var INVISIBLE_WORD_PRESETS = {
  none: [],
  "evmeval-1.7": [
    "the",
    "a",
    "an",
    "I",
    "you",
    "he",
    "she",
    "we",
    "my",
    "your",
    "her",
    "our",
    "who",
    "where",
    "when"
  ]
};

// src/config/settings.ts
var FORMATS = ["conll", "jsonl", "brat", "doccano", "label-studio", "tbf"];
var TAGGINGS = ["iob1", "iob2", "ioe1", "ioe2", "iobes", "bilou"];
var PROFILES = [
  "default",
  "conlleval",
  "seqeval-strict",
  "nervaluate",
  "evmeval"
];
var CHAR_OFFSET_MODES = ["auto", "codepoint", "utf16", "grapheme"];
var LABEL_STUDIO_SOURCES = ["auto", "annotations", "predictions"];
var DEFAULT_SCORE_SETTINGS = Object.freeze({
  format: "conll",
  input: null,
  gold: null,
  system: null,
  compat: "default",
  tagging: "iob2",
  strictTags: false,
  beta: 1,
  goldColumn: -2,
  systemColumn: -1,
  docstartIsToken: false,
  offsets: "char",
  map: Object.freeze({}),
  ignore: Object.freeze([]),
  types: Object.freeze([]),
  attributes: Object.freeze([]),
  glob: Object.freeze([]),
  goldSuffix: null,
  systemSuffix: null,
  textDir: null,
  charOffsets: "auto",
  labelStudioSystem: "auto",
  tokens: null,
  tokenSuffix: ".tab",
  invisibleWords: Object.freeze([]),
  bdm: null
});
var PROFILE_OVERRIDES = {
  default: {},
  conlleval: { docstartIsToken: true, strictTags: false },
  "seqeval-strict": { tagging: "iob2", strictTags: true },
  nervaluate: {},
  evmeval: {}
};
var GATE_LEVELS = ["fail", "warn"];
var CASE_LEVELS = ["fail", "warn", "off"];
var GATE_CASES = {
  noBaseline: {
    level: "warn",
    help: "no baseline was found (a first run): only `min` thresholds are checked"
  },
  goldChanged: {
    level: "warn",
    help: "the gold set changed since the baseline and the baseline could not be re-scored; drops are then reported as warnings"
  },
  typeGone: {
    level: "fail",
    help: "a type of the baseline is absent from this run (a map, ignore or types change can hide a weak type)"
  },
  newType: {
    level: "warn",
    help: "a type absent from the baseline appears in this run: it has no history to compare with"
  }
};
var DEFAULT_GATE_RULE = Object.freeze({
  source: "default",
  metric: "overall.strict.f1",
  min: null,
  maxDrop: 1,
  maxRelativeDrop: null,
  significant: true,
  minSupport: 0,
  level: "fail"
});
var DEFAULT_CASE_LEVELS = Object.freeze({
  noBaseline: GATE_CASES.noBaseline.level,
  goldChanged: GATE_CASES.goldChanged.level,
  typeGone: GATE_CASES.typeGone.level,
  newType: GATE_CASES.newType.level
});

// src/config/resolve-settings.ts
function choice(name, value, allowed, problems) {
  if (value === void 0) return void 0;
  if (typeof value === "string" && allowed.includes(value))
    return value;
  problems.push(
    `Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`
  );
  return void 0;
}
function numberFrom(name, value, check, expected2, problems) {
  if (value === void 0) return void 0;
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (Number.isFinite(n) && check(n)) return n;
  problems.push(`Invalid value '${String(value)}' for '${name}'. Expected ${expected2}.`);
  return void 0;
}
function pathFrom(name, value, base, ctx, problems, confined) {
  if (value === void 0) return void 0;
  if (typeof value !== "string" || value === "") {
    problems.push(`Invalid value for '${name}'. Expected a path.`);
    return void 0;
  }
  const absolute = resolve(base, value);
  const inside = relative(ctx.workspace, absolute);
  if (confined && (inside.startsWith("..") || isAbsolute(inside))) {
    problems.push(
      `'${name}' points outside the workspace (${value}). Paths must stay inside ${ctx.workspace}.`
    );
    return void 0;
  }
  if (!confined) return value;
  const fromCwd = relative(ctx.cwd, absolute);
  return fromCwd === "" ? "." : fromCwd.startsWith("..") || isAbsolute(fromCwd) ? absolute : fromCwd;
}
function listFrom(value) {
  if (value === void 0) return void 0;
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(",").map((s) => s.trim()).filter((s) => s !== "");
}
function mapFrom(value, problems) {
  if (value === void 0) return void 0;
  const entries = typeof value === "string" ? value.split(";").flatMap((part) => {
    const [from, to2] = part.split("=");
    if (from === void 0 || to2 === void 0 || to2.trim() === "") {
      problems.push(`Invalid map '${part}'. Expected FROM[,FROM…]=TO, e.g. LOC,GPE=PLACE.`);
      return [];
    }
    return [[from, to2.trim()]];
  }) : Object.entries(value);
  const out = {};
  for (const [from, to2] of entries)
    for (const t2 of from.split(",")) if (t2.trim() !== "") out[t2.trim()] = to2;
  return out;
}
function stringFrom(value) {
  return value === void 0 ? void 0 : String(value);
}
function invisibleWordsFrom(value, problems) {
  if (value === void 0) return void 0;
  if (typeof value === "string" && Object.hasOwn(INVISIBLE_WORD_PRESETS, value)) {
    return INVISIBLE_WORD_PRESETS[value];
  }
  const words = listFrom(value) ?? [];
  if (typeof value === "string" && words.length === 1 && /^[a-z]+-\d/.test(value)) {
    problems.push(
      `Unknown invisible-words preset '${value}'. Expected one of: ${Object.keys(INVISIBLE_WORD_PRESETS).join(", ")}, or a comma list of words.`
    );
  }
  return words;
}
function pick(...values) {
  for (const v2 of values) if (v2 !== void 0) return v2;
  return void 0;
}
function resolveScoreSettings(config, flags, ctx) {
  const p2 = [];
  const i = config.inputs ?? {};
  const s = config.scoring ?? {};
  const path = (name) => pick(
    pathFrom(name, flags[name], ctx.cwd, ctx, p2, false),
    pathFrom(`inputs.${name}`, i[name], ctx.configDir, ctx, p2, true)
  );
  const int = (n) => Number.isInteger(n);
  const compat = pick(
    choice("compat", flags.compat, PROFILES, p2),
    choice("scoring.compat", s.compat, PROFILES, p2)
  );
  const merged = {
    ...DEFAULT_SCORE_SETTINGS,
    ...defined({
      format: pick(
        choice("format", flags.format, FORMATS, p2),
        choice("inputs.format", i.format, FORMATS, p2)
      ),
      input: path("input"),
      gold: path("gold"),
      system: path("system"),
      compat,
      tagging: pick(
        choice("tagging", flags.tagging, TAGGINGS, p2),
        choice("inputs.tagging", i.tagging, TAGGINGS, p2)
      ),
      strictTags: pick(
        flags.strictTags === void 0 ? void 0 : flags.strictTags === true,
        i.strictTags
      ),
      beta: pick(numberFrom("beta", pick(flags.beta, s.beta), (n) => n > 0, "a number > 0", p2)),
      goldColumn: numberFrom(
        "gold-column",
        pick(flags.goldColumn, i.goldColumn),
        int,
        "an integer",
        p2
      ),
      systemColumn: numberFrom(
        "system-column",
        pick(flags.systemColumn, i.systemColumn),
        int,
        "an integer",
        p2
      ),
      offsets: pick(
        choice("offsets", flags.offsets, ["char", "token"], p2),
        i.offsets
      ),
      map: mapFrom(pick(flags.map, s.map), p2),
      ignore: listFrom(pick(flags.ignore, s.ignore)),
      types: listFrom(pick(flags.types, s.types)),
      attributes: listFrom(pick(flags.attributes, s.attributes)),
      glob: listFrom(pick(flags.glob, i.glob)),
      goldSuffix: stringFrom(pick(flags.goldSuffix, i.goldSuffix)),
      systemSuffix: stringFrom(pick(flags.systemSuffix, i.systemSuffix)),
      textDir: path("textDir"),
      charOffsets: pick(
        choice("char-offsets", flags.charOffsets, CHAR_OFFSET_MODES, p2),
        choice("inputs.charOffsets", i.charOffsets, CHAR_OFFSET_MODES, p2)
      ),
      labelStudioSystem: pick(
        choice("label-studio-system", flags.labelStudioSystem, LABEL_STUDIO_SOURCES, p2),
        choice("inputs.labelStudioSystem", i.labelStudioSystem, LABEL_STUDIO_SOURCES, p2)
      ),
      tokens: path("tokens"),
      bdm: pick(
        pathFrom("bdm", flags.bdm, ctx.cwd, ctx, p2, false),
        pathFrom("scoring.bdm", s.bdm, ctx.configDir, ctx, p2, true)
      ),
      tokenSuffix: stringFrom(pick(flags.tokenSuffix, i.tokenSuffix)),
      invisibleWords: invisibleWordsFrom(pick(flags.invisibleWords, s.invisibleWords), p2)
    })
  };
  const settings = { ...merged, ...PROFILE_OVERRIDES[merged.compat] };
  if (p2.length === 0) checkLayout(settings, p2);
  if (p2.length > 0)
    throw new UserError(
      p2.length === 1 ? p2[0] : `Invalid settings:
  - ${p2.join("\n  - ")}`
    );
  return Object.freeze(settings);
}
function checkLayout(s, p2) {
  if (s.compat === "evmeval" && s.format !== "tbf")
    p2.push(
      `--compat evmeval scores TAC KBP event mentions and needs --format tbf (got ${s.format}).`
    );
  const twoFiles = s.gold !== null || s.system !== null;
  if (s.input !== null && twoFiles)
    p2.push(
      "Give either --input (one CoNLL file with both tag columns) or --gold and --system, not both."
    );
  else if (s.input !== null && s.format !== "conll")
    p2.push(
      `--input is the conlleval layout and needs --format conll (got ${s.format}); use --gold and --system.`
    );
  else if (s.input === null && (s.gold === null || s.system === null)) {
    p2.push(
      "Nothing to score: give --gold FILE and --system FILE (or --input FILE for the conlleval layout), or a config with inputs.gold and inputs.system."
    );
  }
}
function defined(o2) {
  return Object.fromEntries(Object.entries(o2).filter(([, v2]) => v2 !== void 0));
}

// src/gate/describe-check.ts
var LEAF_NAMES = {
  f1: "F1",
  fbeta: "Fβ",
  precision: "precision",
  recall: "recall",
  accuracy: "accuracy"
};
var MINUS = "−";
function points(fraction3) {
  const text2 = (100 * fraction3).toFixed(1);
  const clean2 = text2 === "-0.0" ? "0.0" : text2;
  return clean2.startsWith("-") ? `${MINUS}${clean2.slice(1)}` : clean2;
}
function signedPoints(fraction3) {
  const text2 = points(fraction3);
  return text2.startsWith(MINUS) || text2 === "0.0" ? text2 : `+${text2}`;
}
function intervalText(interval) {
  return `${signedPoints(interval[0])} … ${signedPoints(interval[1])}`;
}
function typeOfPath(path) {
  const segments = path.split(".");
  return segments[0] === "types" && segments.length >= 4 ? segments.slice(1, -2).join(".") : null;
}
function metricLabel(path) {
  const segments = path.split(".");
  const leaf = segments.at(-1) ?? "";
  const name = LEAF_NAMES[leaf] ?? leaf;
  const type = typeOfPath(path);
  if (type !== null) return `${type} ${segments.at(-2)} ${name}`;
  if (segments[0] === "macro" && segments.length === 4)
    return `macro (${segments[1]}) ${segments[2]} ${name}`;
  if (path === "tokens.accuracy") return "token accuracy";
  return [...segments.slice(0, -1), name].join(" ");
}
function changeText(figures, relative3) {
  const { current, baseline: baseline2, delta, interval } = figures;
  if (current === null || baseline2 === null || delta === null) return "";
  const size = relative3 && baseline2 !== 0 ? `${signedPoints(delta / baseline2)}%, ${signedPoints(delta)} pt` : `${signedPoints(delta)} pt`;
  const ci = interval === null ? "no interval" : `95% CI ${intervalText(interval)}`;
  return `${points(baseline2)} → ${points(current)} (${size}, ${ci})`;
}
function describeDrop(path, check, limit, figures, significance) {
  const relative3 = check === "maxRelativeDrop";
  const limitText = relative3 ? `${points(limit)}%` : limit.toFixed(1);
  const base = `${metricLabel(path)} ${changeText(figures, relative3)} exceeds ${check} ${limitText}`;
  if (significance === "noise") return `${base}, but the interval includes 0 (not significant)`;
  if (significance === "unknown") return `${base}; no interval, so significance is unknown`;
  return base;
}
function describeMin(path, min, current) {
  return `${metricLabel(path)} ${points(current)} is below min ${points(min)}`;
}
function describeAbsent(path, baseline2) {
  return `${metricLabel(path)} is absent from this run (baseline ${points(baseline2)})`;
}

// src/gate/metric-path.ts
var METRIC_ROOTS = {
  overall: { optional: false },
  types: { optional: false },
  macro: { optional: false },
  tokens: { optional: true },
  events: { optional: true },
  labels: { optional: true },
  agreement: { optional: true }
};
function isRecord(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}
function metricRoot(pattern) {
  const root = pattern.split(".")[0] ?? "";
  return Object.hasOwn(METRIC_ROOTS, root) ? root : void 0;
}
function supportOf(parent) {
  if (!isRecord(parent)) return null;
  const count3 = parent.possible ?? parent.gold;
  return typeof count3 === "number" ? count3 : null;
}
function walk(node, rest, step, out) {
  if (rest.length === 0) {
    if (typeof node === "number" && Number.isFinite(node))
      out.found.push({
        path: step.at.join("."),
        value: node,
        wildcards: step.wildcards,
        support: supportOf(step.parent)
      });
    return;
  }
  const dict2 = isRecord(node) ? node : {};
  const into = (key, n, wild) => walk(
    dict2[key],
    rest.slice(n),
    {
      parent: node,
      at: [...step.at, key],
      wildcards: wild ? [...step.wildcards, key] : step.wildcards
    },
    out
  );
  if (rest[0] === "*") {
    const keys = Object.keys(dict2);
    for (const key of keys) into(key, 1, true);
    if (keys.length === 0) recordMiss(out, step.at, "*", keys);
    return;
  }
  let matched = false;
  for (let n = 1; n <= rest.length; n++) {
    const key = rest.slice(0, n).join(".");
    if (Object.hasOwn(dict2, key)) {
      matched = true;
      into(key, n, false);
    }
  }
  if (!matched) recordMiss(out, step.at, rest[0] ?? "", Object.keys(dict2));
}
function recordMiss(out, at2, missing, keys) {
  if (out.miss === void 0 || at2.length > out.miss.prefix.split(".").length)
    out.miss = { prefix: at2.join("."), missing, available: [...keys].sort() };
}
var byPath = (a, b3) => a.path < b3.path ? -1 : a.path > b3.path ? 1 : 0;
function resolveMetric(doc, pattern) {
  const out = { found: [], miss: void 0 };
  walk(doc, pattern.split("."), { parent: void 0, at: [], wildcards: [] }, out);
  return { values: out.found.sort(byPath), miss: out.miss };
}
function valueAt(doc, keys) {
  let node = doc;
  for (const key of keys) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return void 0;
    node = node[key];
  }
  return node;
}

// src/gate/evaluate-cases.ts
var NO_FIGURES = {
  current: null,
  baseline: null,
  delta: null,
  interval: null,
  support: null
};
function numberAt(doc, keys) {
  const value = valueAt(doc, keys);
  return typeof value === "number" ? value : null;
}
function caseFinding(name, level, message, type = null, figures = NO_FIGURES) {
  if (level === "off") return [];
  return [
    {
      check: name,
      source: `gate.cases.${name}`,
      metric: null,
      type,
      level,
      waived: false,
      message,
      figures
    }
  ];
}
function goneType(type, base, level) {
  const support = numberAt(base.doc, ["types", type, "strict", "possible"]);
  const f1 = numberAt(base.doc, ["types", type, "strict", "f1"]);
  const had = support === null ? "" : ` (${support} gold, strict F1 ${points(f1 ?? 0)})`;
  return caseFinding(
    "typeGone",
    level,
    `Type ${type} is gone: the baseline had it${had}, this run has none`,
    type,
    { ...NO_FIGURES, baseline: f1, support }
  );
}
function newType(type, current, level) {
  const support = numberAt(current, ["types", type, "strict", "possible"]);
  const f1 = numberAt(current, ["types", type, "strict", "f1"]);
  const has = support === null ? "" : ` (${support} gold, strict F1 ${points(f1 ?? 0)})`;
  return caseFinding(
    "newType",
    level,
    `New type ${type}${has}: not in the baseline, so it has no deltas`,
    type,
    { ...NO_FIGURES, current: f1, support }
  );
}
function evaluateRunCases(levels, evidence) {
  const base = evidence.baseline;
  if (base.kind === "missing")
    return caseFinding(
      "noBaseline",
      levels.noBaseline,
      `No baseline found (${base.reason}); only min thresholds were checked`
    );
  if (base.kind !== "found" || base.gold !== "changed") return [];
  const short2 = (sha) => sha.slice(0, 12);
  return caseFinding(
    "goldChanged",
    levels.goldChanged,
    `The gold set changed since the baseline (${short2(base.goldSha256.baseline)} → ${short2(base.goldSha256.current)}) and the baseline could not be re-scored: deltas compare different gold sets`
  );
}
function evaluateTypeCases(levels, evidence) {
  const base = evidence.baseline;
  if (base.kind !== "found") return [];
  return [
    ...base.goneTypes.flatMap((t2) => goneType(t2, base, levels.typeGone)),
    ...base.newTypes.flatMap((t2) => newType(t2, evidence.current, levels.newType))
  ];
}

// src/gate/evaluate-rule.ts
var EPSILON = 1e-9;
function finding(rule, check, path, level, message, figures) {
  return {
    check,
    source: rule.source,
    metric: path,
    type: typeOfPath(path),
    level,
    waived: false,
    message,
    figures
  };
}
function supported(rule, support) {
  if (rule.minSupport > 0 && support !== null && support < rule.minSupport)
    return { level: "warn", note: `; support ${support} < minSupport ${rule.minSupport}` };
  return { level: rule.level, note: "" };
}
function checkMin(rule, now) {
  if (rule.min === null || now.value >= rule.min - EPSILON) return null;
  const { level, note } = supported(rule, now.support);
  const figures = {
    current: now.value,
    baseline: null,
    delta: null,
    interval: null,
    support: now.support
  };
  return finding(
    rule,
    "min",
    now.path,
    level,
    describeMin(now.path, rule.min, now.value) + note,
    figures
  );
}
function significanceOf(rule, interval) {
  if (!rule.significant) return "ignored";
  if (interval === void 0) return "unknown";
  return interval[1] < 0 ? "significant" : "noise";
}
function checkDrop(rule, check, now, before, base) {
  const limit = check === "maxDrop" ? rule.maxDrop : rule.maxRelativeDrop;
  if (limit === null) return null;
  const delta = now.value - before.value;
  const drop = check === "maxDrop" ? -100 * delta : before.value > 0 ? -delta / before.value : 0;
  if (drop <= limit + EPSILON) return null;
  const interval = base.intervals[now.path];
  const significance = significanceOf(rule, interval);
  const figures = {
    current: now.value,
    baseline: before.value,
    delta,
    interval: interval ?? null,
    support: now.support
  };
  const { level, note } = supported(rule, now.support);
  const counts3 = significance === "significant" || significance === "ignored";
  const crossesGold = base.gold === "changed";
  const message = describeDrop(now.path, check, limit, figures, significance) + note + (crossesGold ? "; compared across a gold change" : "");
  return finding(rule, check, now.path, counts3 && !crossesGold ? level : "warn", message, figures);
}
function unmatched(rule, miss) {
  const root = metricRoot(rule.metric);
  if (root !== void 0 && METRIC_ROOTS[root].optional) {
    const message = `${rule.metric} matches nothing: this run has no ${root} scores`;
    const figures = { current: null, baseline: null, delta: null, interval: null, support: null };
    return {
      findings: [
        { ...finding(rule, "absent", rule.metric, "warn", message, figures), metric: null }
      ],
      checks: 0,
      skipped: []
    };
  }
  if (miss?.missing === "*")
    return {
      findings: [],
      checks: 0,
      skipped: [`${rule.source}: ${rule.metric} matched nothing (${miss.prefix} is empty)`]
    };
  const where = miss === void 0 || miss.prefix === "" ? "the scores" : miss.prefix;
  const offered = miss === void 0 ? "" : ` Expected one of: ${miss.available.slice(0, 20).join(", ")}${miss.available.length > 20 ? ", …" : ""}.`;
  throw new UserError(
    `${rule.source}.metric: '${rule.metric}' matches nothing in this run: ${where} has no '${miss?.missing ?? rule.metric}'.${offered}`
  );
}
function absentFindings(rule, before, now) {
  return before.filter((old) => !now.has(old.path) && typeOfPath(old.path) === null).map((old) => {
    const figures = {
      current: null,
      baseline: old.value,
      delta: null,
      interval: null,
      support: old.support
    };
    return finding(
      rule,
      "absent",
      old.path,
      rule.level,
      describeAbsent(old.path, old.value),
      figures
    );
  });
}
function checkValue(rule, value, old, base) {
  const results = [checkMin(rule, value)];
  let checks = rule.min === null ? 0 : 1;
  if (base !== null && old !== void 0) {
    checks += (rule.maxDrop === null ? 0 : 1) + (rule.maxRelativeDrop === null ? 0 : 1);
    results.push(
      checkDrop(rule, "maxDrop", value, old, base),
      checkDrop(rule, "maxRelativeDrop", value, old, base)
    );
  }
  return { findings: results.filter((r2) => r2 !== null), checks };
}
function evaluateRule(rule, evidence) {
  const now = resolveMetric(evidence.current, rule.metric);
  const base = evidence.baseline.kind === "found" ? evidence.baseline : null;
  const before = base === null ? [] : resolveMetric(base.doc, rule.metric).values;
  if (now.values.length === 0 && before.length === 0) return unmatched(rule, now.miss);
  const beforeByPath = new Map(before.map((v2) => [v2.path, v2]));
  const checked = now.values.map((v2) => checkValue(rule, v2, beforeByPath.get(v2.path), base));
  const findings = [
    ...checked.flatMap((c3) => c3.findings),
    ...absentFindings(rule, before, new Set(now.values.map((v2) => v2.path)))
  ];
  const dropRule = rule.maxDrop !== null || rule.maxRelativeDrop !== null;
  const skipped = base === null && dropRule ? [`${rule.source}: drops of ${rule.metric} not checked (no baseline)`] : [];
  return { findings, checks: checked.reduce((sum2, c3) => sum2 + c3.checks, 0), skipped };
}

// src/gate/evaluate-gate.ts
function waive(finding2) {
  return finding2.level === "fail" ? { ...finding2, level: "warn", waived: true } : finding2;
}
function evaluateGate(policy, evidence) {
  const outcomes = policy.rules.map((rule) => evaluateRule(rule, evidence));
  const all = [
    ...evaluateRunCases(policy.cases, evidence),
    ...outcomes.flatMap((o2) => o2.findings),
    ...evaluateTypeCases(policy.cases, evidence)
  ];
  const failed = all.some((f3) => f3.level === "fail");
  const waived = failed && policy.waived !== null;
  const findings = waived ? all.map(waive) : all;
  return {
    status: !failed ? "passed" : waived ? "waived" : "failed",
    passed: !failed || waived,
    failures: findings.filter((f3) => f3.level === "fail"),
    warnings: findings.filter((f3) => f3.level === "warn"),
    waiver: policy.waived,
    checks: outcomes.reduce((sum2, o2) => sum2 + o2.checks, 0),
    skipped: outcomes.flatMap((o2) => o2.skipped)
  };
}

// src/pipeline/resolve-gate-policy.ts
function dict(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}
function section(name, value, p2) {
  if (value !== void 0 && dict(value) !== value) p2.push(`${name}: expected a mapping`);
  return dict(value);
}
function flag(name, value, p2) {
  if (value === void 0 || typeof value === "boolean") return value;
  p2.push(`${name}: expected true or false, got ${JSON.stringify(value)}`);
  return void 0;
}
var ROOTS = Object.keys(METRIC_ROOTS);
function metricFrom(name, value, p2) {
  const root = typeof value === "string" ? value.split(".")[0] : void 0;
  if (typeof value === "string" && ROOTS.includes(root ?? "") && /^[^.]+(\.[^.]+)+$/.test(value))
    return value;
  p2.push(
    value === void 0 ? `${name}: required, a metric path such as overall.strict.f1` : `${name}: expected a metric path such as overall.strict.f1 or types.*.strict.f1 starting with one of: ${ROOTS.join(", ")}; got ${JSON.stringify(value)}`
  );
  return "";
}
function oneOf(name, value, allowed, p2) {
  if (value === void 0) return void 0;
  if (typeof value === "string" && allowed.includes(value))
    return value;
  p2.push(`Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`);
  return void 0;
}
function numberIn(name, value, check, what, p2) {
  if (value === void 0) return void 0;
  if (typeof value === "number" && Number.isFinite(value) && check(value)) return value;
  p2.push(`${name}: expected ${what}, got ${JSON.stringify(value)}`);
  return void 0;
}
var fraction = (n) => n >= 0 && n <= 1;
var nonNegative = (n) => n >= 0;
var count = (n) => Number.isInteger(n) && n >= 0;
function ruleFrom(raw2, k2, p2) {
  const at2 = `gate.rules[${k2}]`;
  const r2 = section(at2, raw2, p2);
  const rule = {
    source: at2,
    metric: metricFrom(`${at2}.metric`, r2.metric, p2),
    min: numberIn(`${at2}.min`, r2.min, fraction, "a fraction 0..1", p2) ?? null,
    maxDrop: numberIn(`${at2}.maxDrop`, r2.maxDrop, nonNegative, "a number ≥ 0 (points)", p2) ?? null,
    maxRelativeDrop: numberIn(`${at2}.maxRelativeDrop`, r2.maxRelativeDrop, fraction, "a fraction 0..1", p2) ?? null,
    significant: flag(`${at2}.significant`, r2.significant, p2) ?? true,
    minSupport: numberIn(`${at2}.minSupport`, r2.minSupport, count, "an integer ≥ 0", p2) ?? 0,
    level: oneOf(`${at2}.level`, r2.level, GATE_LEVELS, p2) ?? "fail"
  };
  if (rule.min === null && rule.maxDrop === null && rule.maxRelativeDrop === null)
    p2.push(`${at2}: expected at least one of: min, maxDrop, maxRelativeDrop`);
  return Object.freeze(rule);
}
function casesFrom(raw2, p2) {
  const c3 = section("gate.cases", raw2, p2);
  const out = { ...DEFAULT_CASE_LEVELS };
  for (const name of Object.keys(GATE_CASES)) {
    const level = oneOf(`gate.cases.${name}`, c3[name], CASE_LEVELS, p2);
    if (level !== void 0) out[name] = level;
  }
  return Object.freeze(out);
}
function resolveGatePolicy(gate, waive2, p2) {
  const g2 = section("gate", gate, p2);
  if (g2.rules !== void 0 && !Array.isArray(g2.rules)) p2.push("gate.rules: expected a list");
  const rules = Array.isArray(g2.rules) ? g2.rules.map((r2, k2) => ruleFrom(r2, k2, p2)) : [DEFAULT_GATE_RULE];
  if (waive2 !== void 0 && waive2.trim() === "")
    p2.push("--waive: expected a reason, e.g. --waive 'relabelled LOC'");
  if (g2.waived !== void 0 && (typeof g2.waived !== "string" || g2.waived === ""))
    p2.push(`gate.waived: expected a reason (text), got ${JSON.stringify(g2.waived)}`);
  const configured = typeof g2.waived === "string" && g2.waived !== "" ? g2.waived : null;
  const waived = waive2 !== void 0 && waive2.trim() !== "" ? waive2 : configured;
  return Object.freeze({ rules: Object.freeze(rules), cases: casesFrom(g2.cases, p2), waived });
}

// src/pipeline/gate-document.ts
function gateDocument(doc, gate, waive2) {
  if (gate === void 0) return null;
  const problems = [];
  const policy = resolveGatePolicy(gate, waive2, problems);
  if (problems.length > 0) throw new UserError(`Invalid gate:
  - ${problems.join("\n  - ")}`);
  const reason = "labels and agreement runs have no baseline: only absolute rules (min) apply";
  const cases = { ...policy.cases, noBaseline: "off" };
  return evaluateGate(
    { ...policy, cases },
    { current: doc, baseline: { kind: "disabled", reason } }
  );
}

// src/pipeline/labels.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { createHash } from "node:crypto";

// src/formats/conll-labels.ts
function readConllLabelColumns(path, files, goldColumn, systemColumn) {
  const gold = [];
  const system = [];
  let width = -1;
  for (const { text: text2, number } of files.readLines(path)) {
    const fields2 = text2.trim().split(/\s+/);
    if (text2.trim() === "" || fields2[0] === "-DOCSTART-") continue;
    if (width === -1) width = fields2.length;
    if (fields2.length !== width) {
      throw new DataError(
        { file: path, line: number },
        `expected ${width} fields like the first token line, got ${fields2.length}`
      );
    }
    const item = `line-${String(number).padStart(6, "0")}`;
    const at2 = (column2) => {
      const value = fields2[column2 < 0 ? width + column2 : column2];
      if (value === void 0 || column2 === 0 || column2 === -width) {
        throw new DataError(
          { file: path, line: number },
          `label column ${column2} does not exist in a line of ${width} fields; expected a column after the token`
        );
      }
      return value;
    };
    gold.push({ item, label: at2(goldColumn), tags: [at2(goldColumn)], line: number });
    system.push({ item, label: at2(systemColumn), tags: [at2(systemColumn)], line: number });
  }
  return { gold: { file: path, entries: gold }, system: { file: path, entries: system } };
}

// src/formats/labels.ts
var EXTENSIONS = {
  ".tsv": "tsv",
  ".tab": "tsv",
  ".csv": "csv",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl"
};
function labelTableFormat(path) {
  const dot = path.lastIndexOf(".");
  const ext = dot === -1 ? "" : path.slice(dot).toLowerCase();
  const format = EXTENSIONS[ext];
  if (format !== void 0) return format;
  const known = Object.keys(EXTENSIONS).join(", ");
  throw new UserError(
    `Cannot tell the label-table format of '${path}'. Expected one of: ${known}.`
  );
}
function readItemLabels(path, files, options = {}) {
  const once = oncePer(path, "one row per item");
  const entries = [...readRecords(path, files, options.format, ["item", "label"])].map(
    ({ line, values }) => {
      const at2 = { file: path, line };
      if ("coder" in values)
        throw new DataError(at2, "a 'coder' column in a gold or system file; expected item, label");
      const item = textValue(values.item, "item", at2);
      once(item, `duplicate item '${item}'`, line);
      const tags = tagValues(values.label, options.multiLabel === true, at2);
      const label = options.multiLabel === true ? tags.map(escapeTag).join(",") : tags[0] ?? "";
      return { item, label, tags, line };
    }
  );
  return { file: path, entries };
}
function readJudgements(path, files, options = {}) {
  const once = oncePer(path, "at most one row per (item, coder)");
  const rows = [...readRecords(path, files, options.format, ["item", "coder", "label"])];
  const judgements = rows.map(({ line, values }) => {
    const at2 = { file: path, line };
    const item = textValue(values.item, "item", at2);
    const coder = textValue(values.coder, "coder", at2);
    once(
      `${item}\0${coder}`,
      `duplicate judgement of item '${item}' by coder '${coder}'`,
      line
    );
    return { item, coder, label: textValue(values.label, "label", at2), line };
  });
  return { file: path, judgements };
}
function oncePer(file, rule) {
  const seen = /* @__PURE__ */ new Map();
  return (key, what, line) => {
    const first = seen.get(key);
    if (first !== void 0)
      throw new DataError({ file, line }, `${what} (first on line ${first}); expected ${rule}`);
    seen.set(key, line);
  };
}
function splitTags(cell, at2) {
  const tags = [];
  let current = "";
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === "\\") {
      const next = cell[++i];
      if (next !== "," && next !== "\\")
        throw new DataError(
          at2,
          `bad escape in '${cell}'; expected '\\,' (comma) or '\\\\' (backslash)`
        );
      current += next;
    } else if (ch === ",") {
      tags.push(current.trim());
      current = "";
    } else current += ch;
  }
  tags.push(current.trim());
  if (tags.includes(""))
    throw new DataError(at2, `empty tag in '${cell}'; expected tags separated by single commas`);
  return tags;
}
function escapeTag(tag) {
  return tag.replaceAll("\\", "\\\\").replaceAll(",", "\\,");
}
function readRecords(path, files, format, columns) {
  const chosen = format ?? labelTableFormat(path);
  if (chosen === "jsonl") return jsonRecords(path, files, columns);
  const rows = chosen === "csv" ? csvRows(files.readText(path), path) : [...files.readLines(path)].map(({ text: text2, number }) => ({
    cells: text2.split("	"),
    line: number
  }));
  return headedRecords(rows, path, columns);
}
var CSV_FIELD = /(?:"([^"]*(?:""[^"]*)*)"|([^,"\r\n]*))(,|\r?\n|$)/y;
function* csvRows(text2, file) {
  const field = new RegExp(CSV_FIELD);
  let cells = [];
  let [line, start] = [1, 1];
  while (field.lastIndex < text2.length) {
    const at2 = field.lastIndex;
    const match = field.exec(text2);
    if (match === null) throw csvError(text2, at2, { file, line });
    const [, quoted2, plain = "", end = ""] = match;
    cells.push(quoted2 === void 0 ? plain : quoted2.replaceAll('""', '"'));
    line += quoted2 === void 0 ? 0 : quoted2.split("\n").length - 1;
    if (end === ",") continue;
    yield { cells, line: start };
    [cells, line] = [[], end === "" ? line : line + 1];
    start = line;
    if (end === "") return;
  }
  if (cells.length > 0) yield { cells: [...cells, ""], line: start };
}
function csvError(text2, at2, where) {
  const quoted2 = text2[at2] === '"';
  const pattern = quoted2 ? /"[^"]*(?:""[^"]*)*"/y : /[^,"\r\n]*/y;
  pattern.lastIndex = at2;
  if (!pattern.test(text2))
    return new DataError(where, `unterminated quoted field; expected a closing '"'`);
  const ch = text2[pattern.lastIndex] ?? "";
  const shown = ch.charCodeAt(0) < 32 ? JSON.stringify(ch) : `'${ch}'`;
  if (quoted2)
    return new DataError(
      where,
      `${shown} after a closing quote; expected ',' or the end of the line`
    );
  return new DataError(
    where,
    `${shown} inside an unquoted field; expected the field in quotes, '""' for a quote`
  );
}
function* headedRecords(rows, file, columns) {
  let names;
  for (const row2 of rows) {
    if (row2.cells.length === 1 && row2.cells[0]?.trim() === "") continue;
    if (names === void 0) {
      names = headerNames(row2, file, columns);
      continue;
    }
    const width = `${row2.cells.length} columns; expected ${names.length} as in the header`;
    if (row2.cells.length !== names.length) throw new DataError({ file, line: row2.line }, width);
    yield {
      line: row2.line,
      values: Object.fromEntries(names.map((name, i) => [name, row2.cells[i]]))
    };
  }
  if (names === void 0)
    throw new DataError({ file }, `no header row; expected columns ${columns.join(", ")}`);
}
function headerNames(row2, file, columns) {
  const expected2 = `expected a header with columns ${columns.join(", ")} (any order, any case)`;
  const names = row2.cells.map((c3) => c3.trim().toLowerCase());
  const twice = names.find((name, i) => name !== "" && names.indexOf(name) !== i);
  if (twice !== void 0)
    throw new DataError({ file, line: row2.line }, `column '${twice}' appears twice; ${expected2}`);
  const absent = columns.filter((c3) => !names.includes(c3)).map((c3) => `'${c3}'`);
  if (absent.length > 0)
    throw new DataError({ file, line: row2.line }, `header lacks ${absent.join(", ")}; ${expected2}`);
  return names;
}
function* jsonRecords(file, files, columns) {
  for (const { text: text2, number } of files.readLines(file)) {
    if (text2.trim() === "") continue;
    const at2 = { file, line: number };
    let value;
    try {
      value = JSON.parse(text2);
    } catch (error) {
      throw new DataError(
        at2,
        `invalid JSON (${describeError(error)}); expected one object per line`
      );
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new DataError(at2, `expected a JSON object with keys ${columns.join(", ")}`);
    }
    yield { line: number, values: value };
  }
}
function textValue(value, column2, at2) {
  if (value === void 0)
    throw new DataError(at2, `no '${column2}'; expected a non-empty ${column2}`);
  if (typeof value === "number" && Number.isFinite(value) && column2 !== "label")
    return String(value);
  if (typeof value !== "string")
    throw new DataError(at2, `'${column2}' is ${JSON.stringify(value)}; expected a string`);
  const text2 = value.trim();
  if (text2 === "") throw new DataError(at2, `empty ${column2}; expected a non-empty ${column2}`);
  return text2;
}
function tagValues(value, multiLabel, at2) {
  if (!Array.isArray(value)) {
    const cell = textValue(value, "label", at2);
    return multiLabel ? splitTags(cell, at2) : [cell];
  }
  if (!multiLabel)
    throw new DataError(at2, "a list of labels; expected one (lists are for tag trees)");
  if (value.length === 0)
    throw new DataError(at2, "an empty list of labels; expected at least one tag");
  return value.map((tag) => textValue(tag, "label", at2));
}

// src/measure/agreement/coding-table.ts
function compareCodePoints(a, b3) {
  const n = Math.min(a.length, b3.length);
  for (let i = 0; i < n; i++) {
    const x3 = a.charCodeAt(i);
    const y2 = b3.charCodeAt(i);
    if (x3 !== y2) return codePointRank(x3) - codePointRank(y2);
  }
  return a.length - b3.length;
}
function codePointRank(unit) {
  if (unit >= 55296 && unit <= 57343) return unit + 8192;
  return unit >= 57344 ? unit - 2048 : unit;
}
function sortedUnique(values) {
  return [...new Set(values)].sort(compareCodePoints);
}
function codingTable(data, declared = []) {
  const rows = data.judgements;
  const items = sortedUnique(rows.map((j3) => j3.item));
  const coders = sortedUnique(rows.map((j3) => j3.coder));
  const used = sortedUnique(rows.map((j3) => j3.label));
  const categories = sortedUnique([...declared, ...used]);
  const itemAt = indexOf(items);
  const coderAt = indexOf(coders);
  const categoryAt = indexOf(categories);
  const codes = items.map(() => coders.map(() => -1));
  for (const j3 of rows) {
    const row2 = codes[itemAt.get(j3.item) ?? -1];
    const coder = coderAt.get(j3.coder) ?? -1;
    if (row2 === void 0 || row2[coder] === void 0) continue;
    if (row2[coder] !== -1) {
      throw new DataError(
        { file: data.file, line: j3.line },
        `second judgement of item '${j3.item}' by coder '${j3.coder}'; expected at most one`
      );
    }
    row2[coder] = categoryAt.get(j3.label) ?? -1;
  }
  return { items, coders, categories, used, codes, judgements: rows.length };
}
function indexOf(values) {
  return new Map(values.map((v2, i) => [v2, i]));
}
function categoryCounts(table2) {
  return table2.codes.map((row2) => {
    const counts3 = table2.categories.map(() => 0);
    for (const code of row2) if (code >= 0) counts3[code] = (counts3[code] ?? 0) + 1;
    return counts3;
  });
}
function isComplete(table2) {
  return table2.judgements === table2.items.length * table2.coders.length;
}

// src/measure/agreement/measured.ts
function measured(value) {
  return { value };
}
function undefinedBecause(reason) {
  return { value: null, reason };
}
function chanceCorrected(observed, expected2, whenCertain) {
  if (observed.value === null) return observed;
  if (expected2.value === null) return expected2;
  if (expected2.value === 1)
    return undefinedBecause(`expected agreement is 1 (${whenCertain}), so it is 0/0`);
  return measured((observed.value - expected2.value) / (1 - expected2.value));
}
function meanOf(figures, labels, what) {
  if (figures.length === 0) return undefinedBecause(`there is no ${what} to average`);
  const missing = figures.flatMap(
    (f3, i) => f3.value === null ? [`${labels[i] ?? i}: ${f3.reason}`] : []
  );
  if (missing.length > 0) return undefinedBecause(`undefined for ${missing.join("; ")}`);
  return measured(figures.reduce((sum2, f3) => sum2 + (f3.value ?? 0), 0) / figures.length);
}
function noteTaker(notes2, prefix2 = "") {
  return (path, figure3) => {
    if (figure3.value === null) notes2.push({ path: `${prefix2}${path}`, message: figure3.reason });
    return figure3.value;
  };
}

// src/measure/agreement/krippendorff-alpha.ts
function krippendorffAlpha(table2) {
  const counts3 = categoryCounts(table2).filter((row2) => total(row2) >= 2);
  if (counts3.length === 0)
    return undefinedBecause("no item has judgements from two or more coders");
  const margins = table2.categories.map((_3, c3) => counts3.reduce((t2, row2) => t2 + (row2[c3] ?? 0), 0));
  const n = total(margins);
  const disagreeing = counts3.reduce((t2, row2) => {
    const m2 = total(row2);
    return t2 + (m2 * m2 - row2.reduce((s, v2) => s + v2 * v2, 0)) / (m2 - 1);
  }, 0);
  const expected2 = n * n - margins.reduce((t2, v2) => t2 + v2 * v2, 0);
  if (expected2 === 0) {
    const only = table2.categories[margins.findIndex((v2) => v2 > 0)] ?? "";
    return undefinedBecause(
      `every pairable judgement is '${only}', so expected disagreement is 0 (0/0)`
    );
  }
  return measured(1 - (n - 1) * disagreeing / expected2);
}
function total(values) {
  return values.reduce((t2, v2) => t2 + v2, 0);
}

// src/measure/agreement/multi-coder.ts
function multiCoderFigures(table2) {
  const counts3 = categoryCounts(table2).filter((row2) => sum(row2) >= 2);
  const specific = table2.categories.map((name, k2) => {
    const agreeing = counts3.reduce((t2, row2) => t2 + (row2[k2] ?? 0) * ((row2[k2] ?? 0) - 1), 0);
    const possible = counts3.reduce((t2, row2) => t2 + (row2[k2] ?? 0) * (sum(row2) - 1), 0);
    if (possible === 0)
      return undefinedBecause(`no item judged twice or more was put in '${name}'`);
    return measured(agreeing / possible);
  });
  const lacking = incomplete(table2);
  if (lacking !== void 0) {
    return {
      observed: lacking,
      s: lacking,
      pi: lacking,
      piExpected: lacking,
      multiKappa: lacking,
      multiKappaExpected: lacking,
      specific
    };
  }
  const observed = observedAgreement(counts3);
  const q3 = table2.categories.length;
  const s = chanceCorrected(
    observed,
    measured(1 / q3),
    `the inventory holds one category ('${table2.categories[0] ?? ""}')`
  );
  const total2 = counts3.reduce((t2, row2) => t2 + sum(row2), 0);
  const shares = table2.categories.map(
    (_3, k2) => counts3.reduce((t2, row2) => t2 + (row2[k2] ?? 0), 0) / total2
  );
  const piExpected = measured(shares.reduce((t2, p2) => t2 + p2 * p2, 0));
  const only = `every judgement is '${table2.categories[shares.indexOf(1)] ?? ""}'`;
  const pi = chanceCorrected(observed, piExpected, only);
  const multiKappaExpected = daviesFleissExpected(table2);
  const multiKappa = chanceCorrected(observed, multiKappaExpected, only);
  return { observed, s, pi, piExpected, multiKappa, multiKappaExpected, specific };
}
function incomplete(table2) {
  if (table2.coders.length < 2 || table2.items.length === 0)
    return undefinedBecause("it needs two or more coders and at least one item");
  if (isComplete(table2)) return void 0;
  const missing = table2.items.length * table2.coders.length - table2.judgements;
  return undefinedBecause(
    `it assumes every coder judged every item and ${missing} judgements are missing; alpha, kappa (mean pairwise) and the pairwise figures allow for that`
  );
}
function sum(values) {
  return values.reduce((t2, v2) => t2 + v2, 0);
}
function observedAgreement(counts3) {
  if (counts3.length === 0)
    return undefinedBecause("no item has judgements from two or more coders");
  const perItem = counts3.map((row2) => {
    const n = sum(row2);
    return row2.reduce((t2, c3) => t2 + c3 * (c3 - 1), 0) / (n * (n - 1));
  });
  return measured(sum(perItem) / perItem.length);
}
function daviesFleissExpected(table2) {
  const items = table2.items.length;
  const shares = table2.coders.map(
    (_3, c3) => table2.categories.map((_4, k2) => table2.codes.filter((row2) => row2[c3] === k2).length / items)
  );
  let total2 = 0;
  let pairs = 0;
  shares.forEach((a, i) => {
    for (const b3 of shares.slice(i + 1)) {
      total2 += a.reduce((t2, p2, k2) => t2 + p2 * (b3[k2] ?? 0), 0);
      pairs++;
    }
  });
  return measured(total2 / pairs);
}

// src/measure/agreement/nltk-agreement.ts
var STOP = "nltk 3.8 raises RuntimeError (generator raised StopIteration)";
var ZERO = "nltk 3.8 raises ZeroDivisionError";
function nltkAgreement(table2, notes2) {
  const take = noteTaker(notes2, "nltk.");
  const pairs = nltkPairs(table2);
  const labels = pairs.map((p2) => p2.coders.join("–"));
  const overPairs = (pick2) => meanOf(pairs.map(pick2), labels, "coder pair");
  const avgAo = overPairs((p2) => p2.ao);
  const certain = `one label occurs; ${ZERO}`;
  const q3 = table2.used.length;
  const s = chanceCorrected(avgAo, q3 === 0 ? avgAo : measured(1 / q3), certain);
  const pi = chanceCorrected(avgAo, pooledExpected(table2), certain);
  const kappa = overPairs((p2) => p2.kappaPairwise);
  const multiKappa = chanceCorrected(
    avgAo,
    overPairs((p2) => p2.aeKappa),
    certain
  );
  const alpha = nltkAlpha(table2);
  return {
    avgAo: take("avgAo", avgAo),
    s: take("s", s),
    pi: take("pi", pi),
    kappa: take("kappa", kappa),
    multiKappa: take("multiKappa", multiKappa),
    alpha: take("alpha", alpha),
    pairs: pairs.map((p2, i) => {
      const pairTake = noteTaker(notes2, `nltk.pairs[${i}].`);
      return {
        coders: p2.coders,
        ao: pairTake("ao", p2.ao),
        aeKappa: pairTake("aeKappa", p2.aeKappa),
        kappaPairwise: pairTake("kappaPairwise", p2.kappaPairwise)
      };
    })
  };
}
function nltkPairs(table2) {
  const items = table2.items.length;
  const out = [];
  table2.coders.forEach((a, i) => {
    table2.coders.forEach((b3, j3) => {
      if (j3 <= i) return;
      const ao2 = nltkObserved(table2, i, j3);
      const aeKappa = measured(
        table2.categories.reduce(
          (t2, _3, k2) => t2 + count2(table2, i, k2) / items * (count2(table2, j3, k2) / items),
          0
        )
      );
      out.push({
        coders: [a, b3],
        ao: ao2,
        aeKappa,
        kappaPairwise: chanceCorrected(ao2, aeKappa, `both coders used one label; ${ZERO}`)
      });
    });
  });
  return out;
}
function nltkObserved(table2, a, b3) {
  let agreeing = 0;
  for (const [i, row2] of table2.codes.entries()) {
    const x3 = row2[a] ?? -1;
    const y2 = row2[b3] ?? -1;
    if (x3 === -1 !== (y2 === -1)) {
      const [judge, other] = x3 === -1 ? [table2.coders[b3], table2.coders[a]] : [table2.coders[a], table2.coders[b3]];
      return undefinedBecause(
        `${STOP}: '${judge}' judged item '${table2.items[i]}' and '${other}' did not`
      );
    }
    if (x3 !== -1 && x3 === y2) agreeing++;
  }
  return measured(agreeing / table2.items.length);
}
function pooledExpected(table2) {
  const cells = table2.items.length * table2.coders.length;
  if (cells === 0) return undefinedBecause(`there is no judgement; ${ZERO}`);
  const shares = table2.categories.map(
    (_3, k2) => table2.codes.reduce((t2, row2) => t2 + row2.filter((c3) => c3 === k2).length, 0) / cells
  );
  return measured(shares.reduce((t2, p2) => t2 + p2 * p2, 0));
}
function count2(table2, coder, category) {
  return table2.codes.reduce((t2, row2) => t2 + (row2[coder] === category ? 1 : 0), 0);
}
function nltkAlpha(table2) {
  if (table2.used.length === 1) return measured(1);
  const alpha = krippendorffAlpha(table2);
  return alpha.value === null ? undefinedBecause(`${ZERO} (${alpha.reason})`) : alpha;
}

// src/measure/agreement/pair-agreement.ts
function pairContingency(table2, a, b3) {
  const matrix = table2.categories.map(() => table2.categories.map(() => 0));
  for (const row2 of table2.codes) {
    const x3 = row2[a] ?? -1;
    const y2 = row2[b3] ?? -1;
    const cells = matrix[x3];
    if (cells !== void 0 && y2 >= 0) cells[y2] = (cells[y2] ?? 0) + 1;
  }
  return matrix;
}
function contingencyFigures(matrix, categories) {
  const rows = matrix.map((cells) => cells.reduce((s, c3) => s + c3, 0));
  const columns = categories.map((_3, k2) => matrix.reduce((s, cells) => s + (cells[k2] ?? 0), 0));
  const n = rows.reduce((s, r2) => s + r2, 0);
  const diagonal = matrix.map((cells, k2) => cells[k2] ?? 0);
  const specific = categories.map((name, k2) => {
    const margin = (rows[k2] ?? 0) + (columns[k2] ?? 0);
    return margin === 0 ? undefinedBecause(`neither side used '${name}'`) : measured(2 * (diagonal[k2] ?? 0) / margin);
  });
  if (n === 0) {
    const none = undefinedBecause("there is no item that both sides labelled");
    return {
      items: 0,
      observed: none,
      cohenExpected: none,
      scottExpected: none,
      kappa: none,
      pi: none,
      specific
    };
  }
  const observed = measured(diagonal.reduce((s, d2) => s + d2, 0) / n);
  const cohenExpected = measured(
    rows.reduce((s, r2, k2) => s + r2 / n * ((columns[k2] ?? 0) / n), 0)
  );
  const scottExpected = measured(
    rows.reduce((s, r2, k2) => s + ((r2 + (columns[k2] ?? 0)) / (2 * n)) ** 2, 0)
  );
  const only = categories[rows.findIndex((r2) => r2 > 0)] ?? "";
  const certain = `both sides used only '${only}'`;
  const kappa = chanceCorrected(observed, cohenExpected, certain);
  const pi = chanceCorrected(observed, scottExpected, certain);
  return { items: n, observed, cohenExpected, scottExpected, kappa, pi, specific };
}
function measurePairs(table2, notes2) {
  const pairs = [];
  table2.coders.forEach((a, i) => {
    table2.coders.slice(i + 1).forEach((b3, offset) => {
      const matrix = pairContingency(table2, i, i + 1 + offset);
      const f3 = contingencyFigures(matrix, table2.categories);
      const take = noteTaker(notes2, `pairs[${pairs.length}].`);
      const specific = Object.fromEntries(
        table2.categories.map((c3, k2) => [
          c3,
          take(`specific.${c3}`, f3.specific[k2] ?? undefinedBecause("no such category"))
        ])
      );
      pairs.push({
        coders: [a, b3],
        items: f3.items,
        observed: take("observed", f3.observed),
        kappa: take("kappa", f3.kappa),
        pi: take("pi", f3.pi),
        expected: {
          kappa: take("expected.kappa", f3.cohenExpected),
          pi: take("expected.pi", f3.scottExpected)
        },
        specific,
        contingency: matrix
      });
    });
  });
  return pairs;
}

// src/measure/agreement/measure-agreement.ts
function measureAgreement(data, options = {}) {
  const table2 = codingTable(data, options.categories);
  const notes2 = [];
  const take = noteTaker(notes2);
  const pairs = measurePairs(table2, notes2);
  const multi = multiCoderFigures(table2);
  const specific = table2.categories.map((c3, k2) => {
    return [
      c3,
      take(`specific.${c3}`, multi.specific[k2] ?? undefinedBecause("no such category"))
    ];
  });
  return {
    coders: table2.coders,
    categories: table2.categories,
    categoriesUsed: table2.used,
    items: table2.items.length,
    judgements: table2.judgements,
    missing: table2.items.length * table2.coders.length - table2.judgements,
    complete: isComplete(table2),
    observed: take("observed", multi.observed),
    s: take("s", multi.s),
    pi: take("pi", multi.pi),
    kappa: take(
      "kappa",
      pairMean(pairs, (p2) => p2.kappa, "κ")
    ),
    meanPairPi: take(
      "meanPairPi",
      pairMean(pairs, (p2) => p2.pi, "π")
    ),
    multiKappa: take("multiKappa", multi.multiKappa),
    alpha: take("alpha", krippendorffAlpha(table2)),
    expected: {
      pi: take("expected.pi", multi.piExpected),
      multiKappa: take("expected.multiKappa", multi.multiKappaExpected)
    },
    specific: Object.fromEntries(specific),
    pairs,
    nltk: nltkAgreement(table2, notes2),
    notes: notes2
  };
}
function pairMean(pairs, pick2, what) {
  const figures = pairs.map((p2) => {
    const value = pick2(p2);
    return value === null ? undefinedBecause(`its ${what} is undefined (see its note)`) : measured(value);
  });
  return meanOf(
    figures,
    pairs.map((p2) => p2.coders.join("–")),
    "coder pair"
  );
}

// src/measure/labels/pair-items.ts
function pairItems(gold, system) {
  const answers = new Map(system.entries.map((e) => [e.item, e]));
  const golden = new Set(gold.entries.map((e) => e.item));
  const pairs = [...gold.entries].sort((a, b3) => compareCodePoints(a.item, b3.item)).map((g2) => ({ item: g2.item, gold: g2, system: answers.get(g2.item) }));
  const unanswered = pairs.filter((p2) => p2.system === void 0).map((p2) => p2.item);
  const unscored = system.entries.map((e) => e.item).filter((item) => !golden.has(item)).sort(compareCodePoints);
  return { pairs, unanswered, unscored };
}
function pairingNotes(paired) {
  const sample = (ids) => `${ids.slice(0, 5).map((id) => `'${id}'`).join(", ")}${ids.length > 5 ? `, … (${ids.length} in all)` : ""}`;
  const notes2 = [];
  if (paired.unanswered.length > 0) {
    notes2.push({
      path: "unanswered",
      message: `${paired.unanswered.length} gold items have no system label and count as wrong: ${sample(paired.unanswered)}`
    });
  }
  if (paired.unscored.length > 0) {
    notes2.push({
      path: "unscored",
      message: `${paired.unscored.length} system items are not in gold and are not scored: ${sample(paired.unscored)}`
    });
  }
  return notes2;
}

// src/measure/hierarchy/fraction.ts
var ZERO2 = { num: 0n, den: 1n };
var ONE = { num: 1n, den: 1n };
function gcd(a, b3) {
  let [x3, y2] = [a < 0n ? -a : a, b3 < 0n ? -b3 : b3];
  while (y2 !== 0n) [x3, y2] = [y2, x3 % y2];
  return x3;
}
function fraction2(num, den = 1n) {
  let [n, d2] = [BigInt(num), BigInt(den)];
  if (d2 < 0n) [n, d2] = [-n, -d2];
  const g2 = gcd(n, d2);
  return g2 <= 1n ? { num: n, den: d2 } : { num: n / g2, den: d2 / g2 };
}
function add(a, b3) {
  return fraction2(a.num * b3.den + b3.num * a.den, a.den * b3.den);
}
function subtract(a, b3) {
  return fraction2(a.num * b3.den - b3.num * a.den, a.den * b3.den);
}
function multiply(a, b3) {
  return fraction2(a.num * b3.num, a.den * b3.den);
}
function divide(a, b3) {
  return fraction2(a.num * b3.den, a.den * b3.num);
}
function equals(a, b3) {
  return a.num === b3.num && a.den === b3.den;
}
var EXACT = 2n ** 53n;
function toNumber(f3) {
  const magnitude = f3.num < 0n ? -f3.num : f3.num;
  if (magnitude <= EXACT && f3.den <= EXACT) return Number(f3.num) / Number(f3.den);
  const shift = BigInt(Math.max(0, f3.den.toString(2).length - magnitude.toString(2).length + 64));
  return Number((f3.num << shift) / f3.den) / 2 ** Number(shift);
}

// src/measure/hierarchy/hierarchical-score.ts
function leafDistribution(tree, tags, at2) {
  const mass = /* @__PURE__ */ new Map();
  const spread = (tag, share2) => {
    const below = tree.children.get(tag) ?? [];
    if (below.length === 0) mass.set(tag, add(mass.get(tag) ?? ZERO2, share2));
    else for (const child of below) spread(child, divide(share2, fraction2(below.length)));
  };
  for (const tag of tags) spread(knownTag(tree, tag, at2), fraction2(1, tags.length));
  return mass;
}
function acceptedLeaves(tree, tags, at2) {
  const leaves = /* @__PURE__ */ new Set();
  const collect2 = (tag) => {
    const below = tree.children.get(tag) ?? [];
    if (below.length === 0) leaves.add(tag);
    for (const child of below) collect2(child);
  };
  for (const tag of tags) collect2(knownTag(tree, tag, at2));
  return leaves;
}
function scoreOn(accepted, mass) {
  let score = ZERO2;
  for (const [leaf, p2] of mass) if (accepted.has(leaf)) score = add(score, p2);
  return score;
}
function scoreHierarchical(tree, gold, system) {
  const paired = pairItems(gold, system);
  const notes2 = [...pairingNotes(paired)];
  const figures = paired.pairs.map((p2) => itemFigures(tree, p2, gold.file, system.file));
  const base = {
    items: Object.fromEntries(figures.map((f3) => [f3.item, toNumber(f3.score)])),
    unanswered: paired.unanswered,
    unscored: paired.unscored,
    notes: notes2
  };
  if (figures.length === 0) {
    notes2.push({
      path: "score",
      message: "there is no gold item, so the mean score and κ are 0/0"
    });
    return { ...base, score: null, kappa: null, expected: null };
  }
  const observed = divide(
    figures.reduce((t2, f3) => add(t2, f3.score), ZERO2),
    fraction2(figures.length)
  );
  const expected2 = chanceScore(figures);
  const score = toNumber(observed);
  if (equals(expected2, ONE)) {
    notes2.push({
      path: "kappa",
      message: "chance already scores 1 (every gold item accepts every leaf the system answers): κ is 0/0"
    });
    return { ...base, score, kappa: null, expected: 1 };
  }
  const kappa = toNumber(divide(subtract(observed, expected2), subtract(ONE, expected2)));
  return { ...base, score, kappa, expected: toNumber(expected2) };
}
function itemFigures(tree, p2, goldFile, systemFile) {
  const accepted = acceptedLeaves(tree, p2.gold.tags, { file: goldFile, line: p2.gold.line });
  const answer = p2.system;
  const mass = answer === void 0 ? /* @__PURE__ */ new Map() : leafDistribution(tree, answer.tags, { file: systemFile, line: answer.line });
  return { item: p2.item, accepted, mass, score: scoreOn(accepted, mass) };
}
function chanceScore(figures) {
  const mass = /* @__PURE__ */ new Map();
  const accepting = /* @__PURE__ */ new Map();
  for (const f3 of figures) {
    for (const [leaf, p2] of f3.mass) mass.set(leaf, add(mass.get(leaf) ?? ZERO2, p2));
    for (const leaf of f3.accepted) accepting.set(leaf, (accepting.get(leaf) ?? 0) + 1);
  }
  let sum2 = ZERO2;
  for (const [leaf, p2] of mass) sum2 = add(sum2, multiply(p2, fraction2(accepting.get(leaf) ?? 0)));
  return divide(sum2, fraction2(BigInt(figures.length) ** 2n));
}
function knownTag(tree, tag, at2) {
  if (tree.children.has(tag)) return tag;
  throw new DataError(
    at2,
    `tag '${tag}' is not in the hierarchy; expected one of its ${tree.children.size} tags`
  );
}

// src/measure/hierarchy/tag-tree.ts
function tagTreeFromJson(value, file) {
  const children = /* @__PURE__ */ new Map();
  const parent = /* @__PURE__ */ new Map();
  const visit = (node, above) => {
    const where = above === void 0 ? "the top level" : `'${above}'`;
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      throw new DataError(
        { file },
        `${where} holds ${JSON.stringify(node)}; expected an object of tags ({} for a leaf)`
      );
    }
    const tags = Object.keys(node);
    for (const tag of tags) {
      if (tag.trim() === "" || tag !== tag.trim())
        throw new DataError(
          { file },
          `tag ${JSON.stringify(tag)} under ${where}; expected a non-empty name without surrounding spaces`
        );
      if (parent.has(tag)) {
        const first = parent.get(tag);
        throw new DataError(
          { file },
          `tag '${tag}' appears twice (under ${first === void 0 ? "the top level" : `'${first}'`} and ${where}); expected one place per tag`
        );
      }
      parent.set(tag, above);
      children.set(tag, visit(node[tag], tag));
    }
    return tags;
  };
  const roots = visit(value, void 0);
  if (roots.length === 0) throw new DataError({ file }, "no tags; expected an object of tags");
  const leaves = sortedUnique(
    [...children].filter(([, below]) => below.length === 0).map(([tag]) => tag)
  );
  return { children, parent, roots, leaves };
}

// src/measure/printed-digits.ts
function nearTie(x3, digits) {
  const scaled = Math.abs(x3) * 10 ** digits;
  return Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6;
}
function formatFixed(x3, digits) {
  if (!Number.isFinite(x3)) return Number.isNaN(x3) ? "nan" : x3 > 0 ? "inf" : "-inf";
  if (!nearTie(x3, digits)) return x3.toFixed(digits);
  const [whole = "0", frac = ""] = Math.abs(x3).toFixed(100).split(".");
  const unit = 10n ** BigInt(frac.length - digits);
  const scaled = BigInt(whole + frac);
  let q3 = scaled / unit;
  const r2 = scaled % unit;
  if (r2 * 2n > unit || r2 * 2n === unit && q3 % 2n === 1n) q3 += 1n;
  const text2 = q3.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text2 : `${text2.slice(0, -digits)}.${text2.slice(-digits)}`;
  return `${x3 < 0 ? "-" : ""}${body}`;
}
var bits = new DataView(new ArrayBuffer(8));
function adjacent(x3, up) {
  if (x3 === 0) return up ? Number.MIN_VALUE : 0;
  bits.setFloat64(0, x3);
  bits.setBigUint64(0, bits.getBigUint64(0) + (up ? 1n : -1n));
  return bits.getFloat64(0);
}
var MAX_STEPS = 8;
function fractionOfPercent(percent2) {
  const fraction3 = percent2 / 100;
  if (!nearTie(percent2, 2) || !(percent2 >= 0)) return fraction3;
  const want = formatFixed(percent2, 2);
  if (formatFixed(100 * fraction3, 2) === want) return fraction3;
  const up = 100 * fraction3 < percent2;
  let f3 = fraction3;
  for (let k2 = 0; k2 < MAX_STEPS; k2++) {
    f3 = adjacent(f3, up);
    if (formatFixed(100 * f3, 2) === want) return f3;
  }
  return fraction3;
}

// src/measure/schemes.ts
var SPAN_SCHEMES = ["strict", "exact", "partial", "type", "lenient", "average"];
function counts(correct, incorrect, partial, t2) {
  const missed = t2.missing;
  const spurious2 = t2.spurious;
  return {
    correct,
    incorrect,
    partial,
    missed,
    spurious: spurious2,
    possible: correct + incorrect + partial + missed,
    actual: correct + incorrect + partial + spurious2
  };
}
function schemeCounts(t2, scheme) {
  const sameSpan = t2.match + t2.tagclash;
  const sameTypeOverlap = t2.overmark + t2.undermark + t2.overlap;
  const otherTypeOverlap = t2.tagOvermark + t2.tagUndermark + t2.tagOverlap;
  switch (scheme) {
    case "strict":
      return counts(t2.match, t2.tagclash + sameTypeOverlap + otherTypeOverlap, 0, t2);
    case "exact":
      return counts(sameSpan, sameTypeOverlap + otherTypeOverlap, 0, t2);
    case "partial":
      return counts(sameSpan, 0, sameTypeOverlap + otherTypeOverlap, t2);
    case "type":
    case "lenient":
      return counts(t2.match + sameTypeOverlap, t2.tagclash + otherTypeOverlap, 0, t2);
    case "average":
      return counts(t2.match, t2.tagclash + otherTypeOverlap, sameTypeOverlap, t2);
  }
}

// src/measure/prf.ts
function ratio(numerator, denominator) {
  return denominator === 0 ? 0 : numerator / denominator;
}
function fScore(precision, recall, beta = 1) {
  const b22 = beta * beta;
  const denominator = b22 * precision + recall;
  return denominator === 0 ? 0 : (1 + b22) * precision * recall / denominator;
}
function rateArithmetic(profile) {
  return profile === "seqeval-strict" || profile === "nervaluate" ? "fraction" : "conlleval";
}
function creditRates(credit, actual, possible, beta, arithmetic) {
  if (arithmetic === "fraction") {
    const precision = ratio(credit, actual);
    const recall = ratio(credit, possible);
    const f1 = fScore(precision, recall);
    return beta === 1 ? { precision, recall, f1 } : { precision, recall, f1, fbeta: fScore(precision, recall, beta) };
  }
  const p2 = ratio(100 * credit, actual);
  const r2 = ratio(100 * credit, possible);
  const base = {
    precision: fractionOfPercent(p2),
    recall: fractionOfPercent(r2),
    f1: fractionOfPercent(fScore(p2, r2))
  };
  return beta === 1 ? base : { ...base, fbeta: fractionOfPercent(fScore(p2, r2, beta)) };
}
function rates(c3, scheme, beta, arithmetic = "conlleval") {
  if (scheme === "average") {
    const strict = creditRates(c3.correct, c3.actual, c3.possible, beta, arithmetic);
    const lenient = creditRates(c3.correct + c3.partial, c3.actual, c3.possible, beta, arithmetic);
    const mean = (pick2) => (pick2(strict) + pick2(lenient)) / 2;
    const base = {
      precision: mean((r2) => r2.precision),
      recall: mean((r2) => r2.recall),
      f1: mean((r2) => r2.f1)
    };
    return beta === 1 ? base : { ...base, fbeta: mean((r2) => r2.fbeta ?? 0) };
  }
  const credit = scheme === "partial" ? c3.correct + 0.5 * c3.partial : c3.correct;
  return creditRates(credit, c3.actual, c3.possible, beta, arithmetic);
}
function scoreTally(t2, scheme, beta, arithmetic = "conlleval") {
  const c3 = schemeCounts(t2, scheme);
  return { ...c3, ...rates(c3, scheme, beta, arithmetic) };
}
function meanRates(items, beta) {
  const n = items.length;
  const sum2 = (pick2) => items.reduce((acc, r2) => acc + pick2(r2), 0);
  const base = {
    n,
    precision: ratio(
      sum2((r2) => r2.precision),
      n
    ),
    recall: ratio(
      sum2((r2) => r2.recall),
      n
    ),
    f1: ratio(
      sum2((r2) => r2.f1),
      n
    )
  };
  return beta === 1 ? base : {
    ...base,
    fbeta: ratio(
      sum2((r2) => r2.fbeta ?? 0),
      n
    )
  };
}

// src/measure/labels/classification.ts
function scoreClassification(gold, system) {
  const paired = pairItems(gold, system);
  const answered = paired.pairs.flatMap(
    (p2) => p2.system === void 0 ? [] : [[p2.gold.label, p2.system.label]]
  );
  const labels = sortedUnique([
    ...paired.pairs.map((p2) => p2.gold.label),
    ...answered.map(([, s]) => s)
  ]);
  const matrix = confusionMatrix(labels, answered);
  const notes2 = [...pairingNotes(paired)];
  const support = labels.map((l3) => paired.pairs.filter((p2) => p2.gold.label === l3).length);
  const scored = labels.map(
    (l3, k2) => [l3, labelScore(l3, k2, matrix, support[k2] ?? 0, notes2)]
  );
  const perLabel = scored.map(([, score]) => score);
  const correct = perLabel.reduce((t2, s) => t2 + s.tp, 0);
  const items = paired.pairs.length;
  const take = noteTaker(notes2);
  const kappa = take("kappa", contingencyFigures(matrix, labels).kappa);
  if (items === 0)
    notes2.push({ path: "accuracy", message: "there is no gold item, so accuracy is 0/0" });
  return {
    items,
    answered: answered.length,
    accuracy: items === 0 ? null : correct / items,
    kappa,
    labels,
    perLabel: Object.fromEntries(scored),
    micro: microRates(perLabel),
    macro: averageRates(perLabel, () => 1),
    weighted: averageRates(perLabel, (s) => s.support),
    confusion: { labels, matrix },
    unanswered: paired.unanswered,
    unscored: paired.unscored,
    notes: notes2
  };
}
function confusionMatrix(labels, answered) {
  const at2 = new Map(labels.map((l3, i) => [l3, i]));
  const matrix = labels.map(() => labels.map(() => 0));
  for (const [g2, s] of answered) {
    const row2 = matrix[at2.get(g2) ?? -1];
    const column2 = at2.get(s) ?? -1;
    if (row2 !== void 0) row2[column2] = (row2[column2] ?? 0) + 1;
  }
  return matrix;
}
function labelScore(label, k2, matrix, support, notes2) {
  const tp = matrix[k2]?.[k2] ?? 0;
  const predicted = matrix.reduce((t2, row2) => t2 + (row2[k2] ?? 0), 0);
  if (predicted === 0)
    notes2.push({
      path: `perLabel.${label}.precision`,
      message: `the system never answered '${label}': precision 0/0, reported as 0`
    });
  if (support === 0)
    notes2.push({
      path: `perLabel.${label}.recall`,
      message: `no gold item is '${label}': recall 0/0, reported as 0`
    });
  const precision = ratio(tp, predicted);
  const recall = ratio(tp, support);
  return {
    precision,
    recall,
    f1: fScore(precision, recall),
    support,
    tp,
    fp: predicted - tp,
    fn: support - tp
  };
}
function microRates(scores) {
  const tp = scores.reduce((t2, s) => t2 + s.tp, 0);
  const precision = ratio(tp, tp + scores.reduce((t2, s) => t2 + s.fp, 0));
  const recall = ratio(
    tp,
    scores.reduce((t2, s) => t2 + s.support, 0)
  );
  return { precision, recall, f1: fScore(precision, recall) };
}
function averageRates(scores, weight) {
  const total2 = scores.reduce((t2, s) => t2 + weight(s), 0);
  const mean = (pick2) => ratio(
    scores.reduce((t2, s) => t2 + weight(s) * pick2(s), 0),
    total2
  );
  return {
    precision: mean((s) => s.precision),
    recall: mean((s) => s.recall),
    f1: mean((s) => s.f1)
  };
}

// src/pipeline/labels.ts
function fingerprint(rows) {
  const hash2 = createHash("sha256");
  for (const row2 of [...rows].sort()) hash2.update(`${row2}
`);
  return hash2.digest("hex");
}
function labelInput(labels) {
  const rows = labels.entries.map((e) => JSON.stringify([e.item, e.tags]));
  return { path: labels.file, items: labels.entries.length, sha256: fingerprint(rows) };
}
function notesToIssues(prefix2, notes2) {
  return notes2.map((n) => ({
    severity: "info",
    kind: "measure-note",
    message: `${prefix2}.${n.path}: ${n.message}`
  }));
}
function readTree(path, files) {
  let value;
  try {
    value = (0, import_yaml2.parse)(files.readText(path));
  } catch (error) {
    throw new DataError(
      { file: path },
      `not valid JSON or YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); expected a tag tree`
    );
  }
  return tagTreeFromJson(value, path);
}
function readSides(settings, files) {
  if (settings.input !== null)
    return readConllLabelColumns(settings.input, files, settings.goldColumn, settings.systemColumn);
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "Nothing to score: give --gold FILE and --system FILE (label tables), or --input FILE (a CoNLL file with gold and system label columns)."
    );
  }
  const multiLabel = settings.hierarchy !== null;
  return {
    gold: readItemLabels(settings.gold, files, { multiLabel }),
    system: readItemLabels(settings.system, files, { multiLabel })
  };
}
function scoreLabelTables(settings, files) {
  const { gold, system } = readSides(settings, files);
  const { notes: notes2, ...classification } = scoreClassification(gold, system);
  const issues = notesToIssues("labels", notes2);
  let labels = classification;
  if (settings.hierarchy !== null) {
    const { notes: treeNotes, ...hierarchical } = scoreHierarchical(
      readTree(settings.hierarchy, files),
      gold,
      system
    );
    issues.push(...notesToIssues("labels.hierarchical", treeNotes));
    labels = { ...classification, hierarchical };
  }
  return {
    schema: "goldgate/scores@1",
    task: "labels",
    tool: { name: "goldgate", version: VERSION },
    settings,
    inputs: { gold: labelInput(gold), system: labelInput(system) },
    labels,
    issues
  };
}
function measureLabelAgreement(path, categories, files) {
  const judgements = readJudgements(path, files);
  const { notes: notes2, ...agreement } = measureAgreement(judgements, { categories });
  const rows = judgements.judgements.map((j3) => JSON.stringify([j3.item, j3.coder, j3.label]));
  return {
    schema: "goldgate/agreement@1",
    task: "agreement",
    tool: { name: "goldgate", version: VERSION },
    settings: { path, categories },
    inputs: {
      judgements: {
        path,
        items: agreement.items,
        coders: agreement.coders.length,
        sha256: fingerprint(rows)
      }
    },
    agreement,
    issues: notesToIssues("agreement", notes2)
  };
}

// src/measure/labels/span-agreement.ts
function meanPairRates(rows) {
  const n = rows.length;
  const mean = (pick2) => n === 0 ? 0 : rows.reduce((a, r2) => a + pick2(r2), 0) / n;
  return {
    precision: mean((r2) => r2.precision),
    recall: mean((r2) => r2.recall),
    f1: mean((r2) => r2.f1)
  };
}
function pairMatrix(sets, pairs, scheme) {
  const index = new Map(sets.map((s, k2) => [s, k2]));
  const matrix = sets.map((_3, i) => sets.map((__, j3) => i === j3 ? 1 : 0));
  for (const p2 of pairs) {
    const i = index.get(p2.sets[0]) ?? 0;
    const j3 = index.get(p2.sets[1]) ?? 0;
    matrix[i][j3] = p2[scheme].f1;
    matrix[j3][i] = p2[scheme].f1;
  }
  return matrix;
}

// src/align/clash.ts
var CLASH_CATEGORIES = [
  "match",
  "tagclash",
  "overmark",
  "undermark",
  "overlap",
  "tagOvermark",
  "tagUndermark",
  "tagOverlap",
  "missing",
  "spurious"
];
function emptyTally() {
  return {
    match: 0,
    tagclash: 0,
    overmark: 0,
    undermark: 0,
    overlap: 0,
    tagOvermark: 0,
    tagUndermark: 0,
    tagOverlap: 0,
    missing: 0,
    spurious: 0
  };
}
function addTally(into, from) {
  for (const key of CLASH_CATEGORIES) into[key] += from[key];
}
var sameType = (a, b3) => a.type === b3.type;
function sameTypeAndAttributes(names) {
  if (names.length === 0) return sameType;
  return (a, b3) => a.type === b3.type && names.every((n) => a.attributes?.[n] === b3.attributes?.[n]);
}
function classifyPair(gold, system, same = sameType) {
  const sameType2 = same(gold, system);
  if (gold.start === system.start && gold.end === system.end) {
    return sameType2 ? "match" : "tagclash";
  }
  if (system.start <= gold.start && system.end >= gold.end) {
    return sameType2 ? "overmark" : "tagOvermark";
  }
  if (system.start >= gold.start && system.end <= gold.end) {
    return sameType2 ? "undermark" : "tagUndermark";
  }
  return sameType2 ? "overlap" : "tagOverlap";
}

// src/align/align-spans.ts
function compareAnnotations(a, b3) {
  if (a.start !== b3.start) return a.start - b3.start;
  if (a.end !== b3.end) return a.end - b3.end;
  if (a.type !== b3.type) return a.type < b3.type ? -1 : 1;
  const ka = attributeKey(a);
  const kb = attributeKey(b3);
  if (ka !== kb) return ka < kb ? -1 : 1;
  const ia = a.id ?? "";
  const ib = b3.id ?? "";
  return ia === ib ? 0 : ia < ib ? -1 : 1;
}
function attributeKey(a) {
  if (a.attributes === void 0) return "";
  return Object.keys(a.attributes).sort().map((k2) => `${k2}=${a.attributes?.[k2]}`).join("\0");
}
var RANK = {
  match: 0,
  tagclash: 1,
  overmark: 2,
  undermark: 2,
  overlap: 2,
  tagOvermark: 3,
  tagUndermark: 3,
  tagOverlap: 3,
  missing: 4,
  spurious: 4
};
function overlappingPairs(gold, system, same) {
  const maxEnd = [];
  let running = Number.NEGATIVE_INFINITY;
  for (const s of system) {
    running = Math.max(running, s.end);
    maxEnd.push(running);
  }
  const out = [];
  for (let g2 = 0; g2 < gold.length; g2++) {
    const ga = gold[g2];
    let hi = system.length;
    let lo = 0;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (system[mid].start < ga.end) lo = mid + 1;
      else hi = mid;
    }
    for (let s = lo - 1; s >= 0 && maxEnd[s] > ga.start; s--) {
      const sa = system[s];
      if (sa.end <= ga.start) continue;
      const category = classifyPair(ga, sa, same);
      const overlap = Math.min(ga.end, sa.end) - Math.max(ga.start, sa.start);
      const union = Math.max(ga.end, sa.end) - Math.min(ga.start, sa.start);
      out.push({ g: g2, s, category, rank: RANK[category], overlap, union });
    }
  }
  return out;
}
function byPriority(a, b3) {
  return a.rank - b3.rank || b3.overlap - a.overlap || a.union - b3.union || a.g - b3.g || a.s - b3.s;
}
function makeSpanAligner(same = sameType) {
  return (gold, system) => alignSorted(gold, system, same);
}
var alignSpans = makeSpanAligner();
function alignSorted(goldIn, systemIn, same) {
  const gold = inContentOrder(goldIn);
  const system = inContentOrder(systemIn);
  const pairing = new Pairing(gold.length, system.length);
  const rest = same === sameType ? pairExactMatches(gold, system, pairing) : unpaired(gold, system);
  if (rest.gold.length > 0 && rest.system.length > 0) {
    const candidates2 = overlappingPairs(rest.gold, rest.system, same);
    if (candidates2.length > 1) candidates2.sort(byPriority);
    for (const c3 of candidates2) {
      const g2 = rest.goldIndex[c3.g];
      const s = rest.systemIndex[c3.s];
      if (pairing.free(g2, s)) pairing.take(g2, s, c3.category);
    }
  }
  return collectLinks(gold, system, pairing);
}
var Pairing = class {
  goldPartner;
  goldCategory;
  systemTaken;
  constructor(gold, system) {
    this.goldPartner = new Array(gold).fill(-1);
    this.goldCategory = new Array(gold).fill("missing");
    this.systemTaken = new Array(system).fill(false);
  }
  free(g2, s) {
    return this.goldPartner[g2] === -1 && this.systemTaken[s] === false;
  }
  take(g2, s, category) {
    this.goldPartner[g2] = s;
    this.systemTaken[s] = true;
    this.goldCategory[g2] = category;
  }
};
function inContentOrder(annotations) {
  for (let k2 = 1; k2 < annotations.length; k2++) {
    if (compareAnnotations(annotations[k2 - 1], annotations[k2]) > 0)
      return [...annotations].sort(compareAnnotations);
  }
  return annotations;
}
function unpaired(gold, system) {
  return {
    gold: [...gold],
    system: [...system],
    goldIndex: gold.map((_3, k2) => k2),
    systemIndex: system.map((_3, k2) => k2)
  };
}
function sameSpanAndType(a, b3) {
  if (a.start !== b3.start) return a.start - b3.start;
  if (a.end !== b3.end) return a.end - b3.end;
  return a.type === b3.type ? 0 : a.type < b3.type ? -1 : 1;
}
function pairExactMatches(gold, system, pairing) {
  const rest = {
    gold: [],
    system: [],
    goldIndex: [],
    systemIndex: []
  };
  let i = 0;
  let j3 = 0;
  while (i < gold.length || j3 < system.length) {
    const g2 = gold[i];
    const s = system[j3];
    const order3 = g2 === void 0 ? 1 : s === void 0 ? -1 : sameSpanAndType(g2, s);
    if (order3 === 0) pairing.take(i++, j3++, "match");
    else if (order3 < 0) {
      rest.gold.push(g2);
      rest.goldIndex.push(i++);
    } else {
      rest.system.push(s);
      rest.systemIndex.push(j3++);
    }
  }
  return rest;
}
function collectLinks(gold, system, pairing) {
  const tally = emptyTally();
  const links = [];
  for (let g2 = 0; g2 < gold.length; g2++) {
    const partner = pairing.goldPartner[g2];
    const category = partner === -1 ? "missing" : pairing.goldCategory[g2];
    tally[category]++;
    links.push(
      partner === -1 ? { category, gold: gold[g2] } : { category, gold: gold[g2], system: system[partner] }
    );
  }
  for (let s = 0; s < system.length; s++) {
    if (pairing.systemTaken[s] === true) continue;
    tally.spurious++;
    links.push({ category: "spurious", system: system[s] });
  }
  return { links, tally };
}

// src/align/detail-table.ts
var FIELDS = [
  "document",
  "category",
  "goldType",
  "goldStart",
  "goldEnd",
  "goldText",
  "systemType",
  "systemStart",
  "systemEnd",
  "systemText"
];
var WIDTH = FIELDS.length;
var AT = Object.fromEntries(FIELDS.map((f3, k2) => [f3, k2]));
var CATEGORY_INDEX = new Map(CLASH_CATEGORIES.map((c3, k2) => [c3, k2]));
var order = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
var DetailTable = class _DetailTable {
  cells = new Int32Array(WIDTH * 1024);
  count = 0;
  ids = /* @__PURE__ */ new Map();
  names = [];
  get length() {
    return this.count;
  }
  /** The id of a string, interned on first sight. */
  intern(value) {
    let id = this.ids.get(value);
    if (id === void 0) {
      id = this.names.length;
      this.names.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
  /** The string of an id. */
  text(id) {
    return this.names[id] ?? "";
  }
  /** Appends a row of interned ids; an absent span is null. */
  push(document2, category, gold, system) {
    if ((this.count + 1) * WIDTH > this.cells.length) {
      const grown = new Int32Array(this.cells.length * 2);
      grown.set(this.cells);
      this.cells = grown;
    }
    const at2 = this.count * WIDTH;
    const c3 = this.cells;
    c3[at2] = document2;
    c3[at2 + 1] = CATEGORY_INDEX.get(category) ?? 0;
    for (const [k2, s] of [gold, system].entries()) {
      const o2 = at2 + 2 + 4 * k2;
      c3[o2] = s === null ? -1 : s.type;
      c3[o2 + 1] = s === null ? 0 : s.start;
      c3[o2 + 2] = s === null ? 0 : s.end;
      c3[o2 + 3] = s === null ? -1 : s.text;
    }
    this.count++;
  }
  /** Appends a row given as an object (interning its strings). */
  pushRow(row2) {
    const span = (s) => s === void 0 ? null : {
      type: this.intern(s.type),
      start: s.start,
      end: s.end,
      text: s.text === void 0 ? -1 : this.intern(s.text)
    };
    this.push(this.intern(row2.document), row2.category, span(row2.gold), span(row2.system));
  }
  /** One field of row i. */
  field(i, f3) {
    return this.cells[i * WIDTH + AT[f3]];
  }
  category(i) {
    return CLASH_CATEGORIES[this.field(i, "category")] ?? "match";
  }
  hasGold(i) {
    return this.field(i, "goldType") >= 0;
  }
  hasSystem(i) {
    return this.field(i, "systemType") >= 0;
  }
  /** Side 0 (gold) or 1 (system) of row i as a span object, undefined when absent. */
  span(i, side2) {
    const at2 = i * WIDTH + 2 + 4 * side2;
    const c3 = this.cells;
    const type = c3[at2];
    if (type < 0) return void 0;
    const span = { type: this.text(type), start: c3[at2 + 1], end: c3[at2 + 2] };
    const text2 = c3[at2 + 3];
    return text2 < 0 ? span : { ...span, text: this.text(text2) };
  }
  /** Row i as an object. */
  rowAt(i) {
    const gold = this.span(i, 0);
    const system = this.span(i, 1);
    return {
      document: this.text(this.field(i, "document")),
      category: this.category(i),
      ...gold && { gold },
      ...system && { system }
    };
  }
  /** Every row as objects, in table order (for `--details` output and tests). */
  rows() {
    return Array.from({ length: this.count }, (_3, i) => this.rowAt(i));
  }
  /** Compares side `side` of rows i and j: absent first, then start, end, type. */
  compareSpans(i, j3, side2) {
    const a = i * WIDTH + 2 + 4 * side2;
    const b3 = j3 * WIDTH + 2 + 4 * side2;
    const c3 = this.cells;
    const ta = c3[a];
    const tb = c3[b3];
    if (ta < 0 || tb < 0) return ta < 0 && tb < 0 ? 0 : ta < 0 ? -1 : 1;
    return order(c3[a + 1], c3[b3 + 1]) || order(c3[a + 2], c3[b3 + 2]) || order(this.text(ta), this.text(tb));
  }
  /** The row order of baseline files: document, gold span, system span, category. */
  sortedOrder() {
    const index = Int32Array.from({ length: this.count }, (_3, i) => i);
    return index.sort(
      (i, j3) => order(this.text(this.field(i, "document")), this.text(this.field(j3, "document"))) || this.compareSpans(i, j3, 0) || this.compareSpans(i, j3, 1) || order(this.category(i), this.category(j3))
    );
  }
  /** A copy with the rows in the order of baseline files (`sortedOrder`). */
  sorted() {
    const out = new _DetailTable();
    for (const name of this.names) out.intern(name);
    out.cells = new Int32Array(Math.max(1, this.count) * WIDTH);
    this.sortedOrder().forEach((i, r2) => {
      out.cells.set(this.cells.subarray(i * WIDTH, (i + 1) * WIDTH), r2 * WIDTH);
    });
    out.count = this.count;
    return out;
  }
  /** A table of rows given as objects. */
  static from(rows) {
    const out = new _DetailTable();
    for (const row2 of rows) out.pushRow(row2);
    return out;
  }
};

// src/align/details.ts
var piecesOf = (a) => a.fragments ?? [{ start: a.start, end: a.end }];
function textReader(doc) {
  const tokens = doc?.unit === "token" ? doc.tokens : void 0;
  if (tokens !== void 0)
    return (a) => piecesOf(a).map((f3) => tokens.slice(f3.start, f3.end).join(" ")).join(" … ");
  const text2 = doc?.unit === "char" ? doc.text : void 0;
  if (text2 === void 0) return () => void 0;
  let chars = null;
  return (a) => {
    chars ??= Array.from(text2);
    const all = chars;
    return piecesOf(a).map((f3) => all.slice(f3.start, f3.end).join("")).join(" … ");
  };
}
function addLinks(table2, id, gold, system, links) {
  const document2 = table2.intern(id);
  const goldText = textReader(gold);
  const systemText = textReader(system ?? gold);
  const stored = (a, read) => {
    if (a === void 0) return null;
    const text2 = read(a);
    const t2 = text2 === void 0 ? -1 : table2.intern(text2);
    return { type: table2.intern(a.type), start: a.start, end: a.end, text: t2 };
  };
  for (const link2 of links)
    table2.push(
      document2,
      link2.category,
      stored(link2.gold, goldText),
      stored(link2.system, systemText)
    );
}

// src/align/nervaluate.ts
var NERVALUATE_MIN_OVERLAP_DEFAULT = 1;
function nervaluateOverlapPercentage(gold, system) {
  const goldLength = gold.end - gold.start;
  const overlap = Math.min(gold.end, system.end) - Math.max(gold.start, system.start);
  if (goldLength <= 0 || overlap <= 0) return 0;
  return overlap / goldLength * 100;
}
function checkThreshold(minOverlapPercentage) {
  if (!Number.isFinite(minOverlapPercentage) || minOverlapPercentage < 1 || minOverlapPercentage > 100) {
    throw new UserError(
      `Invalid value '${minOverlapPercentage}' for 'minOverlapPercentage'. Expected a number in 1..100 (percent of the gold span).`
    );
  }
}
function sortedWindow(gold, maxEnd, system) {
  let lo = 0;
  let hi = gold.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if ((maxEnd[mid] ?? 0) > system.start) hi = mid;
    else lo = mid + 1;
  }
  const first = lo;
  hi = gold.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if ((gold[mid]?.start ?? 0) < system.end) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}
function runningMaxEnd(gold) {
  let running = Number.NEGATIVE_INFINITY;
  return gold.map((g2) => {
    running = Math.max(running, g2.end);
    return running;
  });
}
function pairGreedily(gold, system, minOverlapPercentage, sorted) {
  const maxEnd = sorted ? runningMaxEnd(gold) : [];
  const goldTaken = new Uint8Array(gold.length);
  const partner = new Int32Array(system.length).fill(-1);
  system.forEach((s, si) => {
    const [lo, hi] = sorted ? sortedWindow(gold, maxEnd, s) : [0, gold.length];
    for (let gi = lo; gi < hi; gi++) {
      const g2 = gold[gi];
      if (g2 === void 0 || goldTaken[gi] === 1) continue;
      if (nervaluateOverlapPercentage(g2, s) < minOverlapPercentage) continue;
      goldTaken[gi] = 1;
      partner[si] = gi;
      return;
    }
  });
  return partner;
}
function buildAlignment(gold, system, systemPartner, same) {
  const goldPartner = new Int32Array(gold.length).fill(-1);
  systemPartner.forEach((gi, si) => {
    if (gi !== -1) goldPartner[gi] = si;
  });
  const tally = emptyTally();
  const links = [];
  gold.forEach((g2, gi) => {
    const s = system[goldPartner[gi] ?? -1];
    const category = s === void 0 ? "missing" : classifyPair(g2, s, same);
    tally[category]++;
    links.push(s === void 0 ? { category, gold: g2 } : { category, gold: g2, system: s });
  });
  system.forEach((s, si) => {
    if (systemPartner[si] !== -1) return;
    tally.spurious++;
    links.push({ category: "spurious", system: s });
  });
  return { links, tally };
}
function makeNervaluateAligner(options = {}) {
  const minOverlapPercentage = options.minOverlapPercentage ?? NERVALUATE_MIN_OVERLAP_DEFAULT;
  checkThreshold(minOverlapPercentage);
  const sorted = (options.order ?? "content") === "content";
  return (goldIn, systemIn) => {
    const gold = sorted ? [...goldIn].sort(compareAnnotations) : goldIn;
    const system = sorted ? [...systemIn].sort(compareAnnotations) : systemIn;
    const partners = pairGreedily(gold, system, minOverlapPercentage, sorted);
    return buildAlignment(gold, system, partners, options.same ?? sameType);
  };
}
var alignNervaluate = makeNervaluateAligner();

// src/corpus/fingerprint.ts
import { createHash as createHash2, hash } from "node:crypto";
function fingerprintDocument(doc) {
  const sorted = isSorted(doc.annotations) ? doc.annotations : [...doc.annotations].sort(compareAnnotations2);
  const body = fingerprintWriter;
  body.clear();
  body.text(`goldgate-document@1
${JSON.stringify(doc.id)}
${doc.unit}
`);
  for (const a of sorted) {
    body.text(quoted(a.type));
    body.offsets(a.start, a.end);
    if (a.fragments !== void 0 || a.attributes !== void 0) body.text(identityTail(a));
    body.byte(LF);
  }
  return hash("sha256", body.bytes(), "hex");
}
var SPACE = 32;
var LF = 10;
var ZERO3 = 48;
var MAX_DIGITS = 10;
var POWERS_OF_TEN = Array.from({ length: MAX_DIGITS }, (_3, k2) => 10 ** k2);
var Utf8Writer = class {
  buffer = Buffer.alloc(0);
  length = 0;
  clear() {
    this.length = 0;
  }
  bytes() {
    return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.length);
  }
  byte(code) {
    this.reserve(1);
    this.buffer[this.length++] = code;
  }
  text(s) {
    this.reserve(3 * s.length);
    let at2 = this.length;
    for (let k2 = 0; k2 < s.length; k2++) {
      const code = s.charCodeAt(k2);
      if (code >= 128) {
        this.length += this.buffer.write(s, this.length, "utf8");
        return;
      }
      this.buffer[at2++] = code;
    }
    this.length = at2;
  }
  /** ` start end`, the numbers as `String(n)` writes them. */
  offsets(start, end) {
    this.reserve(2 * MAX_DIGITS + 2);
    this.buffer[this.length++] = SPACE;
    this.number(start);
    this.buffer[this.length++] = SPACE;
    this.number(end);
  }
  number(n) {
    if (!(n >= 0 && n <= 2147483647 && n === (n | 0))) {
      this.text(String(n));
      return;
    }
    let digits = 1;
    while (digits < MAX_DIGITS && n >= (POWERS_OF_TEN[digits] ?? 0)) digits++;
    let at2 = this.length + digits;
    this.length = at2;
    for (let m2 = n; digits-- > 0; m2 = m2 / 10 | 0) this.buffer[--at2] = ZERO3 + m2 % 10;
  }
  reserve(n) {
    if (this.length + n <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(4096, 2 * this.buffer.length, this.length + n));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
};
function isSorted(annotations) {
  for (let k2 = 1; k2 < annotations.length; k2++) {
    if (compareAnnotations2(annotations[k2 - 1], annotations[k2]) > 0)
      return false;
  }
  return true;
}
var QUOTED_LIMIT = 1024;
var quotedTypes = /* @__PURE__ */ new Map();
function quoted(type) {
  const known = quotedTypes.get(type);
  if (known !== void 0) return known;
  const json = JSON.stringify(type);
  if (quotedTypes.size < QUOTED_LIMIT) quotedTypes.set(type, json);
  return json;
}
function identity(a) {
  return `${quoted(a.type)} ${a.start} ${a.end}${identityTail(a)}`;
}
function identityTail(a) {
  const fragments = a.fragments === void 0 || a.fragments.length <= 1 ? "" : ` [${a.fragments.map((f3) => `${f3.start},${f3.end}`).join(" ")}]`;
  if (a.attributes === void 0) return fragments;
  const attributes = Object.entries(a.attributes).sort(([x3], [y2]) => compareText(x3, y2));
  return `${fragments} ${attributes.length === 0 ? "" : JSON.stringify(attributes)}`;
}
function compareText(a, b3) {
  return a < b3 ? -1 : a > b3 ? 1 : 0;
}
function compareAnnotations2(a, b3) {
  return a.start - b3.start || a.end - b3.end || compareText(a.type, b3.type) || compareText(identity(a), identity(b3));
}
var fingerprintWriter = new Utf8Writer();
var DIGEST_BYTES = 32;
var HEX_DIGITS = Buffer.from("0123456789abcdef", "latin1");
var HEX_LINE = 2 * DIGEST_BYTES + 1;
var CorpusFingerprint = class {
  store = Buffer.alloc(64 * DIGEST_BYTES);
  count = 0;
  /** Adds a document's fingerprint; an absent document adds nothing. */
  add(doc) {
    if (doc === void 0) return;
    if ((this.count + 1) * DIGEST_BYTES > this.store.length) {
      const grown = Buffer.alloc(2 * this.store.length);
      this.store.copy(grown);
      this.store = grown;
    }
    this.store.write(fingerprintDocument(doc), this.count++ * DIGEST_BYTES, "hex");
  }
  /** The side's sha256 (hex). Byte order is hex order, so the digests sort as their hex would. */
  digest() {
    const { store } = this;
    const h3 = createHash2("sha256");
    const block = Buffer.allocUnsafe(1024 * HEX_LINE);
    let used = 0;
    for (const at2 of this.sortedOffsets()) {
      for (let k2 = at2; k2 < at2 + DIGEST_BYTES; k2++) {
        const byte = store[k2] ?? 0;
        block[used++] = HEX_DIGITS[byte >> 4] ?? 0;
        block[used++] = HEX_DIGITS[byte & 15] ?? 0;
      }
      block[used++] = LF;
      if (used === block.length) {
        h3.update(block);
        used = 0;
      }
    }
    h3.update(block.subarray(0, used));
    return h3.digest("hex");
  }
  /**
   * Offsets of the digests in byte order. Sorted natively as numbers (a 32-bit prefix and the
   * index, packed into one exact double), then runs with an equal prefix by the whole digest.
   */
  sortedOffsets() {
    const { store, count: count3 } = this;
    const order3 = new Int32Array(count3);
    for (let k2 = 0; k2 < count3; k2++) order3[k2] = k2 * DIGEST_BYTES;
    if (count3 >= INDEX_LIMIT) return order3.sort((a, b3) => compareDigests(store, a, b3));
    const keys = new Float64Array(count3);
    for (let k2 = 0; k2 < count3; k2++) keys[k2] = prefix(store, k2 * DIGEST_BYTES) * INDEX_LIMIT + k2;
    keys.sort();
    for (let k2 = 0; k2 < count3; k2++) order3[k2] = (keys[k2] ?? 0) % INDEX_LIMIT * DIGEST_BYTES;
    for (let i = 0, j3 = 1; i < count3; i = j3++) {
      while (j3 < count3 && prefix(store, order3[j3] ?? 0) === prefix(store, order3[i] ?? 0)) j3++;
      if (j3 - i > 1) order3.subarray(i, j3).sort((a, b3) => compareDigests(store, a, b3));
    }
    return order3;
  }
};
var INDEX_LIMIT = 2 ** 21;
function prefix(store, at2) {
  return (store[at2] ?? 0) * 2 ** 24 + ((store[at2 + 1] ?? 0) << 16 | (store[at2 + 2] ?? 0) << 8 | (store[at2 + 3] ?? 0));
}
function compareDigests(store, a, b3) {
  for (let k2 = 0; k2 < DIGEST_BYTES; k2++) {
    const d2 = (store[a + k2] ?? 0) - (store[b3 + k2] ?? 0);
    if (d2 !== 0) return d2;
  }
  return 0;
}

// src/corpus/normalize.ts
function createNormalizer(options, report, side2) {
  const drops = /* @__PURE__ */ new Map();
  const ignore = new Set(options.ignore);
  const keep = new Set(options.types);
  const dropReason = (from, to2) => {
    if (ignore.has(from) || ignore.has(to2)) return "ignored";
    if (keep.size > 0 && !keep.has(to2)) return "not-in-types";
    return void 0;
  };
  const mapTypes = (doc) => {
    const kept = [];
    for (const a of doc.annotations) {
      const type = Object.hasOwn(options.map, a.type) ? options.map[a.type] ?? a.type : a.type;
      const reason = dropReason(a.type, type);
      if (reason === void 0) kept.push(type === a.type ? a : { ...a, type });
      else countDrop(drops, `${reason}	${a.type}	${type}`, doc.id);
    }
    return kept.sort(compareAnnotations2);
  };
  const changesNothing = Object.keys(options.map).length === 0 && ignore.size === 0 && keep.size === 0;
  return {
    normalize(doc) {
      const sorted = changesNothing && isSorted(doc.annotations) ? doc.annotations : mapTypes(doc);
      const unique = dropDuplicates(doc, sorted, report, side2);
      reportOverlaps(doc, unique, report, side2);
      return { ...doc, annotations: unique };
    },
    finish() {
      for (const [key, count3] of [...drops.entries()].sort(([a], [b3]) => compareText(a, b3))) {
        report(dropIssue(key, count3, side2));
      }
      drops.clear();
    }
  };
}
function countDrop(drops, key, document2) {
  const count3 = drops.get(key) ?? { annotations: 0, documents: /* @__PURE__ */ new Set() };
  count3.annotations++;
  count3.documents.add(document2);
  drops.set(key, count3);
}
function dropIssue(key, count3, side2) {
  const [reason, type, mapped] = key.split("	");
  const docs = count3.documents.size;
  const first = [...count3.documents].sort(compareText)[0];
  const as2 = mapped === type ? "" : `, mapped to '${mapped}'`;
  const why = reason === "ignored" ? "listed in 'ignore'" : `not listed in 'types'${as2}`;
  const where = docs === 1 && first !== void 0 ? `document '${first}'` : `${docs} documents`;
  return {
    severity: "info",
    kind: reason === "ignored" ? "ignored-type" : "excluded-type",
    message: `${count3.annotations} ${sideWord(side2)}annotation${plural(count3.annotations)} of type '${type}' dropped (${why}) in ${where}`,
    ...docs === 1 && first !== void 0 ? { document: first } : {}
  };
}
function sameAnnotation(a, b3) {
  return a.start === b3.start && a.end === b3.end && a.type === b3.type && identity(a) === identity(b3);
}
function dropDuplicates(doc, sorted, report, side2) {
  let k2 = 1;
  while (k2 < sorted.length && !sameAnnotation(sorted[k2 - 1], sorted[k2]))
    k2++;
  if (k2 >= sorted.length) return sorted;
  const out = [];
  const dropped = [];
  let previous;
  for (const a of sorted) {
    if (previous !== void 0 && sameAnnotation(previous, a)) dropped.push(a);
    else out.push(a);
    previous = a;
  }
  if (dropped.length > 0) {
    const lines2 = dropped.flatMap((a) => a.line === void 0 ? [] : [a.line]);
    const at2 = lines2.length === 0 ? "" : ` (line${plural(lines2.length)} ${lines2.slice(0, 10).join(", ")}${lines2.length > 10 ? ", …" : ""})`;
    report({
      severity: "warning",
      kind: "duplicate-annotation",
      message: `${dropped.length} exact duplicate ${sideWord(side2)}annotation${plural(dropped.length)} dropped in document '${doc.id}'${at2}: the first copy is kept`,
      document: doc.id,
      ...location(doc, dropped[0])
    });
  }
  return out;
}
function reportOverlaps(doc, sorted, report, side2) {
  let pairs = 0;
  let first;
  const active = [];
  let open = 0;
  for (const a of sorted) {
    let still = 0;
    for (let k2 = 0; k2 < open; k2++) {
      const b3 = active[k2];
      if (b3.end > a.start) active[still++] = b3;
    }
    open = still;
    if (first === void 0 && open > 0) first = [active[0], a];
    pairs += open;
    active[open++] = a;
  }
  if (first === void 0) return;
  const [x3, y2] = first;
  report({
    severity: "info",
    kind: "overlapping-annotations",
    message: `${pairs} overlapping pair${plural(pairs)} of ${sideWord(side2)}annotations in document '${doc.id}', first: ${describe(x3)} and ${describe(y2)}`,
    document: doc.id,
    ...location(doc, y2)
  });
}
function describe(a) {
  const name = a.id === void 0 ? "" : `${a.id} `;
  const line = a.line === void 0 ? "" : ` (line ${a.line})`;
  return `${name}${a.type} [${a.start}, ${a.end})${line}`;
}
function location(doc, a) {
  if (doc.source === void 0) return {};
  const line = a?.line ?? doc.source.line;
  return line === void 0 ? { file: doc.source.file } : { file: doc.source.file, line };
}
function sideWord(side2) {
  return side2 === void 0 ? "" : `${side2} `;
}
function plural(n) {
  return n === 1 ? "" : "s";
}

// src/corpus/pair.ts
function* pairDocuments(gold, system, report) {
  const waitingSystem = /* @__PURE__ */ new Map();
  const sys = system[Symbol.iterator]();
  let systemDone = false;
  const seenGold = /* @__PURE__ */ new Set();
  for (const g2 of gold) {
    seenGold.add(g2.id);
    let partner = waitingSystem.get(g2.id);
    if (partner !== void 0) waitingSystem.delete(g2.id);
    while (partner === void 0 && !systemDone) {
      const next = sys.next();
      if (next.done === true) {
        systemDone = true;
        break;
      }
      if (next.value.id === g2.id) partner = next.value;
      else waitingSystem.set(next.value.id, next.value);
    }
    if (partner === void 0) report(unpairedIssue(g2, "gold"));
    yield { id: g2.id, gold: g2, system: partner };
  }
  for (let next = sys.next(); next.done !== true; next = sys.next()) {
    waitingSystem.set(next.value.id, next.value);
  }
  const leftovers = [...waitingSystem.values()].sort(
    (a, b3) => a.id < b3.id ? -1 : a.id > b3.id ? 1 : 0
  );
  for (const s of leftovers) {
    report(unpairedIssue(s, seenGold.has(s.id) ? "duplicate" : "system"));
    yield { id: s.id, gold: void 0, system: s };
  }
}
function unpairedIssue(doc, side2) {
  const where = doc.source === void 0 ? {} : { file: doc.source.file, line: doc.source.line };
  const message = side2 === "gold" ? `gold document '${doc.id}' has no system output: its annotations count as missed` : side2 === "system" ? `system document '${doc.id}' has no gold document: excluded from the scores` : `system document '${doc.id}' appears more than once: the extra copy is excluded`;
  return {
    severity: "warning",
    kind: side2 === "gold" ? "unpaired-gold" : side2 === "system" ? "unpaired-system" : "duplicate-document",
    message,
    document: doc.id,
    ...where
  };
}

// src/formats/bdm.ts
function bdmKey(key, response) {
  return `${key}\0${response}`;
}
function fields(text2) {
  const out = /* @__PURE__ */ new Map();
  for (const part of text2.split(/,\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}
function localName(concept) {
  return concept.slice(Math.max(concept.lastIndexOf("#"), concept.lastIndexOf("/")) + 1);
}
function readBdmTable(path, files) {
  const table2 = /* @__PURE__ */ new Map();
  for (const { text: text2, number } of files.readLines(path)) {
    const line = text2.trim();
    if (line === "" || line.startsWith("#")) continue;
    const f3 = fields(line);
    const key = f3.get("key");
    const response = f3.get("response");
    const score = Number(f3.get("bdm"));
    if (key === void 0 || key === "" || response === void 0 || response === "") {
      throw new DataError(
        { file: path, line: number },
        `expected 'key=…, response=…, bdm=…', got '${line.slice(0, 80)}'`
      );
    }
    if (f3.get("bdm") === void 0 || !Number.isFinite(score) || score < 0 || score > 1) {
      throw new DataError(
        { file: path, line: number },
        `bdm=${f3.get("bdm") ?? "(missing)"}: expected a number in 0..1`
      );
    }
    table2.set(bdmKey(localName(key), localName(response)), score);
  }
  return table2;
}

// src/formats/brat.ts
import { join as join2 } from "node:path";

// src/formats/directory.ts
import { basename, join, posix } from "node:path";
function corpusLayout(settings) {
  return {
    glob: settings.glob,
    goldSuffix: settings.goldSuffix,
    systemSuffix: settings.systemSuffix
  };
}
function listCorpusSides(settings, files, convention, report) {
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      `--format ${convention.format} needs --gold and --system (each a file or a directory).`
    );
  }
  const layout = corpusLayout(settings);
  const side2 = (root, suffix) => listCorpusSide(
    files,
    root,
    { ...convention, suffix: suffix ?? convention.suffix },
    layout.glob,
    report
  );
  const gold = side2(settings.gold, layout.goldSuffix);
  const system = side2(settings.system, layout.systemSuffix);
  const [g2] = gold.files;
  const [s] = system.files;
  if (gold.single && system.single && g2 !== void 0 && s !== void 0) {
    return { gold, system: { ...system, files: [{ ...s, id: g2.id }] } };
  }
  return { gold, system };
}
function listCorpusSide(files, root, convention, glob, report) {
  const kind = files.kind(root);
  if (kind === "missing") throw new UserError(`Cannot read '${root}': no such file or directory.`);
  if (kind === "file") {
    const name = basename(root);
    return {
      root,
      single: true,
      files: [{ path: root, id: removeSuffix(name, convention.suffix) ?? removeExtension(name) }]
    };
  }
  const found = [];
  const skipped = [];
  for (const relative3 of files.listFiles(root)) {
    if (glob.length > 0 && !glob.some((pattern) => posix.matchesGlob(relative3, pattern))) continue;
    const id = removeSuffix(relative3, convention.suffix);
    if (id !== void 0) found.push({ path: join(root, relative3), id });
    else if (!convention.companions.some((c3) => relative3.endsWith(c3))) skipped.push(relative3);
  }
  if (skipped.length > 0) report(skippedIssue(root, convention.suffix, skipped));
  if (found.length === 0) {
    const filter = glob.length > 0 ? ` matching ${glob.map((g2) => `'${g2}'`).join(" or ")}` : "";
    report({
      severity: "warning",
      kind: "empty-corpus",
      message: `no '*${convention.suffix}' file${filter} below '${root}'`,
      file: root
    });
  }
  found.sort((a, b3) => a.id < b3.id ? -1 : a.id > b3.id ? 1 : 0);
  return { root, single: false, files: found };
}
function removeSuffix(path, suffix) {
  if (!path.endsWith(suffix)) return void 0;
  const id = path.slice(0, path.length - suffix.length);
  return id === "" || id.endsWith("/") ? void 0 : id;
}
function removeExtension(name) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
function firstExisting(files, candidates2) {
  for (const path of candidates2)
    if (path !== null && path !== void 0 && files.kind(path) === "file") return path;
  return void 0;
}
function skippedIssue(root, suffix, skipped) {
  const shown = `${skipped.slice(0, 5).join(", ")}${skipped.length > 5 ? `, and ${skipped.length - 5} more` : ""}`;
  const files = `${skipped.length} file${skipped.length === 1 ? "" : "s"}`;
  const message = `${files} below '${root}' not read (name does not end with '${suffix}'): ${shown}`;
  return { severity: "info", kind: "skipped-files", message, file: root };
}

// src/corpus/offsets.ts
function isHigh(code) {
  return code >= 55296 && code <= 56319;
}
function isLow(code) {
  return code >= 56320 && code <= 57343;
}
function isBmpOnly(text2) {
  for (let i = 0; i < text2.length; i++) {
    const c3 = text2.charCodeAt(i);
    if (c3 >= 55296 && c3 <= 57343) return false;
  }
  return true;
}
function codePointLength(text2) {
  let pairs = 0;
  for (let i = 0; i < text2.length - 1; i++) {
    if (isHigh(text2.charCodeAt(i)) && isLow(text2.charCodeAt(i + 1))) {
      pairs++;
      i++;
    }
  }
  return text2.length - pairs;
}
function codePointToUtf16Map(text2) {
  const map = new Uint32Array(codePointLength(text2) + 1);
  let k2 = 0;
  for (let i = 0; i < text2.length; i++) {
    map[k2++] = i;
    if (isHigh(text2.charCodeAt(i)) && i + 1 < text2.length && isLow(text2.charCodeAt(i + 1))) i++;
  }
  map[k2] = text2.length;
  return map;
}

// src/formats/code-point-converter.ts
function charOffsetUnit(settings, fallback) {
  return settings.charOffsets === "auto" ? fallback : settings.charOffsets;
}
function codePointConverter(text2, unit) {
  const starts = isBmpOnly(text2) ? void 0 : codePointToUtf16Map(text2);
  const length = starts === void 0 ? text2.length : starts.length - 1;
  const slice = (start, end) => text2.slice(starts?.[start] ?? start, starts?.[end] ?? end);
  if (unit === "codepoint")
    return { length, toCodePoint: (o2) => o2 <= length ? o2 : void 0, slice };
  const clusters = unit === "grapheme" ? graphemeStarts(text2) : void 0;
  const toCodePoint = (offset) => {
    const u2 = clusters === void 0 ? offset : clusters[offset];
    if (u2 === void 0 || u2 > text2.length) return void 0;
    return starts === void 0 ? u2 : findIndex(starts, u2);
  };
  return { length, toCodePoint, slice };
}
function graphemeStarts(text2) {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  return [...Array.from(segmenter.segment(text2), (s) => s.index), text2.length];
}
function findIndex(sorted, value) {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const v2 = sorted[mid] ?? 0;
    if (v2 === value) return mid;
    if (v2 < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return void 0;
}

// src/formats/parse-brat.ts
var NOT_SCORED = { R: "relation", E: "event", "*": "equivalence" };
function parseBrat(lines2, text2, file, report) {
  const draft = { spans: [], attributes: [], ids: /* @__PURE__ */ new Map(), unscored: /* @__PURE__ */ new Map() };
  for (const line of lines2) parseLine(line, file, draft);
  const spans = new Map(draft.spans.map((s) => [s.id, s]));
  for (const a of draft.attributes) attach(a, spans, draft.ids, file, report);
  for (const [kind, { count: count3, line }] of draft.unscored)
    report(unscoredIssue(kind, count3, file, line));
  const converter = text2 === void 0 ? void 0 : codePointConverter(text2, "codepoint");
  return draft.spans.map((s) => {
    if (converter !== void 0) checkSpan(s, converter, file, report);
    const hull = {
      start: s.fragments[0]?.start ?? 0,
      end: s.fragments[s.fragments.length - 1]?.end ?? 0
    };
    const attributes = Object.keys(s.attributes).length > 0 ? { attributes: s.attributes } : {};
    const fragments = s.fragments.length > 1 ? { fragments: s.fragments } : {};
    return { type: s.type, ...hull, ...fragments, ...attributes, id: s.id, line: s.line };
  });
}
function parseLine(line, file, draft) {
  const raw2 = line.text;
  if (raw2.trim() === "" || raw2.startsWith("#")) return;
  const at2 = { file, line: line.number };
  const fail2 = (expected2) => {
    throw new DataError(at2, `expected ${expected2}, got '${clip(raw2)}'`);
  };
  const [id = "", body = "", ...rest] = raw2.split("	");
  if (!/^([TAMNRE]\S+|\*)\t/.test(raw2)) fail2("an id (T1, A1, M1, N1, R1, E1, * or #) and a tab");
  const kind = id.charAt(0);
  const previous = draft.ids.get(id);
  if (previous !== void 0 && kind !== "*")
    throw new DataError(at2, `duplicate id '${id}' (first at line ${previous})`);
  draft.ids.set(id, line.number);
  if (kind === "T") draft.spans.push(parseSpan(id, body, rest, line.number, fail2));
  else if (kind === "A" || kind === "M")
    draft.attributes.push(parseAttribute(body, rest, line.number, fail2));
  else if (kind === "N") draft.attributes.push(parseNormalization(body, rest, line.number, fail2));
  else if (kind === "R" || kind === "E" || kind === "*") {
    const seen = draft.unscored.get(kind);
    draft.unscored.set(kind, { count: (seen?.count ?? 0) + 1, line: seen?.line ?? line.number });
  }
}
function parseSpan(id, body, rest, line, fail2) {
  const match = rest.length === 0 ? null : /^(\S+) (\d+ +\d+(?: *; *\d+ +\d+)*)$/.exec(body.trim());
  if (match === null) return fail2("'T<n>\\t<type> <start> <end>[;<start> <end>…]\\t<text>'");
  const [, type = "", offsets = ""] = match;
  const fragments = offsets.split(";").map((pair) => {
    const [start = 0, end = 0] = pair.trim().split(/ +/).map(Number);
    if (end <= start) fail2(`end > start in '${pair.trim()}', got end ${end} ≤ start ${start}`);
    return { start, end };
  });
  fragments.sort((a, b3) => a.start - b3.start || a.end - b3.end);
  for (const [i, f3] of fragments.entries()) {
    const before = fragments[i - 1];
    if (before !== void 0 && f3.start < before.end) {
      fail2(
        `fragments that do not overlap, got ${before.start}-${before.end} and ${f3.start}-${f3.end}`
      );
    }
  }
  return { id, type, fragments, text: rest.join("	"), line, attributes: {} };
}
function parseAttribute(body, rest, line, fail2) {
  const parts = body.trim().split(/ +/);
  const [name = "", target = "", value = "true"] = parts;
  if (rest.length > 0 || parts.length < 2 || parts.length > 3)
    fail2("'A<n>\\t<name> <target id>[ <value>]'");
  return { name, target, value, line };
}
function parseNormalization(body, rest, line, fail2) {
  const parts = body.trim().split(/ +/);
  const [, target = "", reference = ""] = parts;
  const colon = reference.indexOf(":");
  if (rest.length > 1 || parts.length !== 3 || colon <= 0)
    fail2("'N<n>\\t<kind> <target id> <db>:<key>[\\t<text>]'");
  return {
    name: `norm:${reference.slice(0, colon)}`,
    target,
    value: reference.slice(colon + 1),
    line
  };
}
function attach(a, spans, ids, file, report) {
  const span = spans.get(a.target);
  if (span === void 0) {
    if (ids.has(a.target)) return;
    const expected2 = "the id of a T, R or E line of this file";
    throw new DataError(
      { file, line: a.line },
      `'${a.name}' refers to '${a.target}'; expected ${expected2}`
    );
  }
  const had = span.attributes[a.name];
  if (had === void 0) {
    span.attributes[a.name] = a.value;
    return;
  }
  const message = `${a.target} already has '${a.name}' = '${had}': '${a.value}' ignored`;
  report({ severity: "warning", kind: "duplicate-attribute", message, file, line: a.line });
}
function checkSpan(s, text2, file, report) {
  const last = s.fragments[s.fragments.length - 1];
  if (last !== void 0 && last.end > text2.length) {
    const detail = `${s.id} ends at ${last.end}, beyond the text (${text2.length} code points); expected offsets within it`;
    throw new DataError({ file, line: s.line }, detail);
  }
  const found = s.fragments.map((f3) => text2.slice(f3.start, f3.end)).join(" ");
  if (found === s.text || squash(found) === squash(s.text)) return;
  const where = s.fragments.map((f3) => `${f3.start}-${f3.end}`).join(";");
  const message = `${s.id} ${s.type} ${where}: the text there is '${clip(found)}', the annotation says '${clip(s.text)}'`;
  report({ severity: "warning", kind: "text-mismatch", message, file, line: s.line });
}
function unscoredIssue(kind, count3, file, line) {
  const message = `${count3} ${NOT_SCORED[kind]} line${count3 === 1 ? "" : "s"} (${kind}) not scored`;
  return { severity: "info", kind: "not-scored", message, file, line };
}
function squash(s) {
  return s.replace(/\s+/g, " ").trim();
}
function clip(s) {
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

// src/formats/brat.ts
var CONVENTION = { format: "brat", suffix: ".ann", companions: [".txt", ".conf"] };
var bratReader = {
  name: "brat",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const textDir = settings.textDir;
    const goldText = new Map(
      sides.gold.files.map((f3) => [f3.id, textFor(files, f3, sides.gold, textDir)])
    );
    const systemText = (f3) => textFor(files, f3, sides.system, textDir) ?? goldText.get(f3.id);
    return {
      kind: "sides",
      gold: readSide(files, sides.gold, (f3) => goldText.get(f3.id), "gold", report),
      system: readSide(files, sides.system, systemText, "system", report)
    };
  }
};
function* readSide(files, side2, textOf, name, report) {
  for (const file of side2.files) {
    const textFile = textOf(file);
    if (textFile === void 0 && name === "gold") {
      const expected2 = `the document text in '${file.id}.txt' beside it (or set textDir)`;
      throw new DataError({ file: file.path }, `expected ${expected2}, found none`);
    }
    if (textFile === void 0) {
      const message = `no text for system document '${file.id}': offsets and span texts not checked`;
      report({
        severity: "warning",
        kind: "missing-text",
        message,
        file: file.path,
        document: file.id
      });
    }
    const text2 = textFile === void 0 ? void 0 : files.readText(textFile);
    const annotations = parseBrat(files.readLines(file.path), text2, file.path, report);
    const withText = text2 === void 0 ? {} : { text: text2 };
    yield { id: file.id, unit: "char", annotations, ...withText, source: { file: file.path } };
  }
}
function textFor(files, file, side2, textDir) {
  const stem = removeSuffix(file.path, CONVENTION.suffix) ?? file.path.replace(/\.[^./\\]*$/, "");
  const beside = side2.single ? `${stem}.txt` : join2(side2.root, `${file.id}.txt`);
  return firstExisting(files, [textDir === null ? null : join2(textDir, `${file.id}.txt`), beside]);
}

// src/ports/line-scanner.ts
var LF2 = 10;
var CR = 13;
var SPACE2 = 32;
function isSpace(code) {
  return code === SPACE2 || code >= 9 && code <= CR;
}
var LineFields = class {
  count = 0;
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  /** Appends a field. */
  add(start, end) {
    if (this.count === this.starts.length) {
      const starts = new Int32Array(2 * this.count);
      const ends = new Int32Array(2 * this.count);
      starts.set(this.starts);
      ends.set(this.ends);
      this.starts = starts;
      this.ends = ends;
    }
    this.starts[this.count] = start;
    this.ends[this.count++] = end;
  }
};
function splitFields(text2, from, to2, fields2) {
  fields2.count = 0;
  let open = -1;
  for (let i = from; i < to2; i++) {
    if (!isSpace(text2.charCodeAt(i))) {
      if (open < 0) open = i;
    } else if (open >= 0) {
      fields2.add(open, i);
      open = -1;
    }
  }
  if (open >= 0) fields2.add(open, to2);
}
var LineScanner = class {
  text = "";
  start = 0;
  end = 0;
  number = 0;
  chunk = "";
  pos = 0;
  chunks;
  constructor(chunks) {
    this.chunks = chunks[Symbol.iterator]();
  }
  /** Moves to the next line; false at the end of the input. */
  next() {
    const nl = this.chunk.indexOf("\n", this.pos);
    if (nl === -1) return this.nextAcrossChunks();
    this.setLine(this.chunk, this.pos, nl);
    this.pos = nl + 1;
    return true;
  }
  /**
   * `next`, and the line split at whitespace into `fields`, in one pass over its characters
   * (the line's end is found on the way, not searched for first).
   */
  nextFields(fields2) {
    const text2 = this.chunk;
    fields2.count = 0;
    let open = -1;
    for (let i = this.pos; i < text2.length; i++) {
      const code = text2.charCodeAt(i);
      if (code > SPACE2 || !isSpace(code)) {
        if (open < 0) open = i;
      } else if (code === LF2) {
        if (open >= 0) fields2.add(open, i);
        this.setLine(text2, this.pos, i);
        this.pos = i + 1;
        return true;
      } else if (open >= 0) {
        fields2.add(open, i);
        open = -1;
      }
    }
    if (!this.nextAcrossChunks()) return false;
    splitFields(this.text, this.start, this.end, fields2);
    return true;
  }
  /** Stops reading early (closes the underlying file). */
  close() {
    this.chunks.return?.();
  }
  nextAcrossChunks() {
    const parts = this.pos < this.chunk.length ? [this.chunk.slice(this.pos)] : [];
    for (; ; ) {
      const r2 = this.chunks.next();
      if (r2.done === true) {
        this.chunk = "";
        this.pos = 0;
        const rest = parts.join("");
        if (rest.length === 0) return false;
        this.setLine(rest, 0, rest.length);
        return true;
      }
      const chunk = r2.value;
      const nl = chunk.indexOf("\n");
      if (nl === -1) parts.push(chunk);
      else {
        this.chunk = chunk;
        this.pos = nl + 1;
        if (parts.length === 0) this.setLine(chunk, 0, nl);
        else {
          parts.push(chunk.slice(0, nl));
          const line = parts.join("");
          this.setLine(line, 0, line.length);
        }
        return true;
      }
    }
  }
  setLine(text2, start, end) {
    this.text = text2;
    this.start = start;
    this.end = end > start && text2.charCodeAt(end - 1) === CR ? end - 1 : end;
    this.number++;
  }
};

// src/formats/conll-cursor.ts
var DOCSTART = "-DOCSTART-";
var BOUNDARY_ITEM = "-X-";
var BOM = 65279;
var DASH = 45;
var LETTER_O = 79;
var CACHE_SLOTS = 512;
var FieldCache = class {
  slots = new Array(CACHE_SLOTS).fill("");
  /** `text.slice(start, end)`, shared with earlier equal fields when still cached. */
  get(text2, start, end) {
    const n = end - start;
    if (n === 1 && text2.charCodeAt(start) === LETTER_O) return "O";
    let h3 = n;
    for (let i = start; i < end; i++) h3 = Math.imul(h3, 31) + text2.charCodeAt(i) | 0;
    const slot = h3 & CACHE_SLOTS - 1;
    const known = this.slots[slot] ?? "";
    if (known.length === n && sameChars(known, text2, start)) return known;
    const fresh = text2.slice(start, end);
    this.slots[slot] = fresh;
    return fresh;
  }
};
function sameChars(field, text2, start) {
  for (let k2 = 0; k2 < field.length; k2++)
    if (field.charCodeAt(k2) !== text2.charCodeAt(start + k2)) return false;
  return true;
}
var ConllCursor = class {
  constructor(file, chunks, columns) {
    this.file = file;
    this.columns = columns;
    this.lines = new LineScanner(chunks);
    this.tags = columns.map(() => "O");
  }
  file;
  columns;
  kind = "eof";
  line = 0;
  token = "";
  tags;
  /** A sentence boundary (at `breakLine`) came between the previous token and this record. */
  sentenceBreak = false;
  breakLine = 0;
  expected = -1;
  expectedLine = 0;
  columnAt = [];
  fields = new LineFields();
  lines;
  cache = new FieldCache();
  close() {
    this.lines.close();
  }
  next() {
    this.sentenceBreak = false;
    const { lines: lines2, fields: fields2 } = this;
    while (lines2.nextFields(fields2)) {
      const text2 = lines2.text;
      if (lines2.number === 1 && text2.charCodeAt(lines2.start) === BOM)
        splitFields(text2, lines2.start + 1, lines2.end, fields2);
      this.line = lines2.number;
      const marker = fields2.count > 0 && text2.charCodeAt(fields2.starts[0] ?? 0) === DASH;
      if (fields2.count === 0 || marker && this.firstIs(text2, BOUNDARY_ITEM)) {
        if (!this.sentenceBreak && this.kind === "token") this.breakLine = lines2.number;
        this.sentenceBreak ||= this.kind === "token";
        continue;
      }
      this.kind = marker && this.firstIs(text2, DOCSTART) ? "docstart" : "token";
      if (this.kind === "token") this.readToken(text2, fields2.count);
      return;
    }
    this.kind = "eof";
  }
  firstIs(text2, word) {
    const start = this.fields.starts[0] ?? 0;
    return (this.fields.ends[0] ?? 0) - start === word.length && text2.startsWith(word, start);
  }
  readToken(text2, count3) {
    if (this.expected < 0) this.fixLayout(count3);
    if (count3 !== this.expected) {
      const detail = `expected ${this.expected} fields like the first token line (${this.file}:${this.expectedLine}), got ${count3}; every token line needs the same columns`;
      throw new DataError({ file: this.file, line: this.line }, detail);
    }
    const { starts, ends } = this.fields;
    this.token = text2.slice(starts[0] ?? 0, ends[0] ?? 0);
    for (let k2 = 0; k2 < this.columnAt.length; k2++) {
      const at2 = this.columnAt[k2] ?? 0;
      this.tags[k2] = this.cache.get(text2, starts[at2] ?? 0, ends[at2] ?? 0);
    }
  }
  fixLayout(count3) {
    this.expected = count3;
    this.expectedLine = this.line;
    this.columnAt = this.columns.map(({ name, index }) => {
      const at2 = index < 0 ? count3 + index : index;
      if (at2 >= 1 && at2 < count3) return at2;
      const detail = `${name} tag column ${index} does not exist in a line of ${count3} fields; expected a tag column after the token (see --${name}-column: 1 is the field after the token, -1 the last field)`;
      throw new DataError({ file: this.file, line: this.line }, detail);
    });
  }
};
function describeRecord(c3) {
  if (c3.kind === "eof") return `${c3.file} has no more tokens`;
  const what = c3.kind === "docstart" ? "a -DOCSTART- line" : `token '${c3.token}'`;
  const gap = c3.sentenceBreak ? ` after a sentence boundary (line ${c3.breakLine})` : "";
  return `${c3.file}:${c3.line} has ${what}${gap}`;
}
function checkAligned(gold, system) {
  const same = gold.kind === system.kind && (gold.kind !== "token" || gold.token === system.token && gold.sentenceBreak === system.sentenceBreak);
  if (same) return;
  const at2 = system.kind === "eof" ? { file: gold.file, line: gold.line } : { file: system.file, line: system.line };
  const detail = `gold and system files differ: ${describeRecord(gold)}, but ${describeRecord(system)}; expected the same tokens and blank lines in the same order`;
  throw new DataError(at2, detail);
}

// src/formats/tag-schemes.ts
var SCHEME_PREFIXES = {
  iob1: { B: "begin", I: "inside", O: "outside" },
  iob2: { B: "begin", I: "inside", O: "outside" },
  ioe1: { I: "inside", E: "end", O: "outside" },
  ioe2: { I: "inside", E: "end", O: "outside" },
  iobes: { B: "begin", I: "inside", E: "end", S: "single", O: "outside" },
  bilou: { B: "begin", I: "inside", L: "end", U: "single", O: "outside" }
};
var UNTYPED = "_";
var DEFAULT_BREAKS = "B B any, I B any, E B any, E I any, E E any, * S any, S * any";
var BIES_STRICT = {
  start: "* B any, * S any",
  inside: "B I same, B E same, I I same, I E same",
  end: "S * any, E * any"
};
var STRICT_PATTERNS = {
  iob1: {
    start: "O I any, I I diff, B I any, I B same, B B same",
    inside: "B I same, I I same",
    end: "I I diff, I O any, I B any, B O any, B I diff, B B same"
  },
  iob2: {
    start: "* B any",
    inside: "B I same, I I same",
    end: "I O any, I I diff, I B any, B O any, B I diff, B B any"
  },
  ioe1: {
    start: "O I any, I I diff, E I any, E E same",
    inside: "I I same, I E same",
    end: "I I diff, I O any, I E diff, E I same, E E same"
  },
  ioe2: {
    start: "O I any, O E any, E I any, E E any, I I diff, I E diff",
    inside: "I E same, I I same",
    end: "E * any"
  },
  iobes: BIES_STRICT,
  bilou: BIES_STRICT
};
var ROLE_INDEX = {
  outside: 0,
  begin: 1,
  inside: 2,
  end: 3,
  single: 4
};
var ROLE_LETTERS = "OBIES";
var OUTSIDE = 0;
var N = ROLE_LETTERS.length;
var SAME = 1;
var DIFF = 2;
var CACHE_LIMIT = 4096;
var OUTSIDE_TAG = { role: OUTSIDE, type: UNTYPED, prefix: "O" };
function patternRoles(letter, pattern) {
  if (letter === "*") return [0, 1, 2, 3, 4];
  const index = ROLE_LETTERS.indexOf(letter ?? "?");
  if (index < 0) throw new InternalError(`tags: bad role letter in pattern '${pattern}'`);
  return [index];
}
function compilePatterns(patterns) {
  const table2 = new Uint8Array(N * N);
  for (const pattern of patterns.split(", ")) {
    const [prev, current, cond] = pattern.split(" ");
    const bits2 = cond === "same" ? SAME : cond === "diff" ? DIFF : cond === "any" ? SAME | DIFF : 0;
    if (bits2 === 0) throw new InternalError(`tags: bad type condition in pattern '${pattern}'`);
    for (const p2 of patternRoles(prev, pattern)) {
      for (const c3 of patternRoles(current, pattern))
        table2[p2 * N + c3] = (table2[p2 * N + c3] ?? 0) | bits2;
    }
  }
  return table2;
}
var compiled = /* @__PURE__ */ new Map();
function schemeFor(tagging) {
  const known = compiled.get(tagging);
  if (known !== void 0) return known;
  const strict = STRICT_PATTERNS[tagging];
  const scheme = {
    tagging,
    prefixes: SCHEME_PREFIXES[tagging],
    breaks: compilePatterns(DEFAULT_BREAKS),
    start: compilePatterns(strict.start),
    inside: compilePatterns(strict.inside),
    end: compilePatterns(strict.end),
    cache: /* @__PURE__ */ new Map()
  };
  compiled.set(tagging, scheme);
  return scheme;
}
function parseTag(scheme, tag) {
  const cached = scheme.cache.get(tag);
  if (cached !== void 0) return cached;
  const dash = tag.indexOf("-");
  const prefix2 = dash === -1 ? tag : tag.slice(0, dash);
  const role = Object.hasOwn(scheme.prefixes, prefix2) ? scheme.prefixes[prefix2] : void 0;
  const index = role === void 0 ? -1 : ROLE_INDEX[role];
  const rawType = dash === -1 ? "" : tag.slice(dash + 1);
  const type = index <= OUTSIDE || rawType === "" ? UNTYPED : rawType;
  const parsed = { role: index, type, prefix: prefix2 };
  if (scheme.cache.size < CACHE_LIMIT) scheme.cache.set(tag, parsed);
  return parsed;
}
function holds(table2, prev, current, same) {
  return ((table2[prev * N + current] ?? 0) & (same ? SAME : DIFF)) !== 0;
}

// src/formats/tags.ts
function unknownPrefix(scheme, tag, prefix2, index) {
  const defined2 = Object.keys(scheme.prefixes).join(", ");
  const message = `tag '${tag}' has prefix '${prefix2}', which ${scheme.tagging} does not define (it defines ${defined2}); read as O. Check the 'tagging' setting.`;
  return { kind: "unknown-tag-prefix", index, tag, message };
}
function parseAll(scheme, tags, from, n, roles, types, sink) {
  let previous = "O";
  let parsed = OUTSIDE_TAG;
  for (let i = 0; i < n; i++) {
    const tag = tags[from + i] ?? "O";
    if (tag !== previous) {
      previous = tag;
      parsed = tag === "O" ? OUTSIDE_TAG : parseTag(scheme, tag);
    }
    if (parsed.role < 0) sink.issue(unknownPrefix(scheme, tag, parsed.prefix, i));
    roles[i] = parsed.role < 0 ? OUTSIDE : parsed.role;
    types[i] = parsed.role <= OUTSIDE ? UNTYPED : parsed.type;
  }
}
function chunkDefault(scheme, roles, types, n, sink) {
  let open = -1;
  for (let i = 0; i < n; i++) {
    const role = roles[i] ?? OUTSIDE;
    if (open >= 0) {
      const prev = roles[i - 1] ?? OUTSIDE;
      const breaks = role === OUTSIDE || types[i] !== types[i - 1] || scheme.breaks[prev * N + role] !== 0;
      if (breaks) {
        sink.chunk(types[open] ?? UNTYPED, open, i);
        open = -1;
      }
    }
    if (open < 0 && role !== OUTSIDE) open = i;
  }
  if (open >= 0) sink.chunk(types[open] ?? UNTYPED, open, n);
}
function chunkStrict(scheme, roles, types, n) {
  const out = [];
  let prevRole = OUTSIDE;
  let prevType = UNTYPED;
  let i = 0;
  while (i < n) {
    const role = roles[i] ?? OUTSIDE;
    const type = types[i] ?? UNTYPED;
    if (!holds(scheme.start, prevRole, role, prevType === type)) {
      prevRole = role;
      prevType = type;
      i++;
      continue;
    }
    let j3 = i + 1;
    let lastRole = role;
    let lastType = type;
    while (j3 < n && holds(scheme.inside, lastRole, roles[j3] ?? OUTSIDE, lastType === types[j3])) {
      lastRole = roles[j3] ?? OUTSIDE;
      lastType = types[j3] ?? UNTYPED;
      j3++;
    }
    const nextRole = j3 < n ? roles[j3] ?? OUTSIDE : OUTSIDE;
    const nextType = j3 < n ? types[j3] ?? UNTYPED : UNTYPED;
    if (holds(scheme.end, lastRole, nextRole, lastType === nextType))
      out.push({ type, start: i, end: j3 });
    i = j3;
    prevRole = lastRole;
    prevType = lastType;
  }
  return out;
}
function uncovered(roles, n, chunks) {
  let count3 = 0;
  for (let k2 = 0; k2 < n; k2++) if (roles[k2] !== OUTSIDE) count3++;
  for (const c3 of chunks) count3 -= c3.end - c3.start;
  return count3;
}
function reportDropped(scheme, sequence, roles, chunks, sink) {
  const n = sequence.length;
  const kept = new Uint8Array(n);
  for (const chunk of chunks) kept.fill(1, chunk.start, chunk.end);
  for (let k2 = 0; k2 < n; k2++) {
    if (roles[k2] === OUTSIDE || kept[k2] === 1) continue;
    let run = k2;
    while (run < n && roles[run] !== OUTSIDE && kept[run] === 0) run++;
    const shown = sequence.slice(k2, Math.min(run, k2 + 5)).join(" ") + (run - k2 > 5 ? " …" : "");
    const message = `tags '${shown}' form no well-formed ${scheme.tagging} chunk: strict decoding (seqeval mode='strict') drops them.`;
    sink.issue({ kind: "ill-formed-chunk", index: k2, tag: sequence[k2] ?? "", message });
    k2 = run - 1;
  }
}
var TagDecoder = class {
  constructor(tagging, strict) {
    this.strict = strict;
    this.scheme = schemeFor(tagging);
  }
  strict;
  scheme;
  roles = new Uint8Array(64);
  types = [];
  /**
   * Decodes the sequence `tags[from..to)`; chunks and issues go to `sink` as they are found, with
   * positions counted from `from`.
   */
  decode(tags, sink, from = 0, to2 = tags.length) {
    const n = to2 - from;
    if (this.roles.length < n) this.roles = new Uint8Array(Math.max(n, 2 * this.roles.length));
    const { scheme, roles, types } = this;
    parseAll(scheme, tags, from, n, roles, types, sink);
    if (!this.strict) {
      chunkDefault(scheme, roles, types, n, sink);
      return;
    }
    const chunks = chunkStrict(scheme, roles, types, n);
    for (const c3 of chunks) sink.chunk(c3.type, c3.start, c3.end);
    if (uncovered(roles, n, chunks) > 0)
      reportDropped(scheme, tags.slice(from, to2), roles, chunks, sink);
  }
};

// src/formats/conll.ts
var TagIssues = class {
  constructor(report) {
    this.report = report;
  }
  report;
  seen = /* @__PURE__ */ new Map();
  add(side2, issue, document2) {
    const key = `${side2.name} ${issue.kind} ${issue.kind === "unknown-tag-prefix" ? issue.tag : ""}`;
    const entry = this.seen.get(key);
    if (entry !== void 0) {
      entry.count++;
      return;
    }
    const message = `${side2.name} ${issue.message}`;
    const line = side2.sentenceLine + issue.index;
    const first = {
      severity: "warning",
      kind: issue.kind,
      message,
      file: side2.file,
      line,
      document: document2
    };
    this.seen.set(key, { count: 1, first });
    this.report(first);
  }
  flush() {
    for (const { count: count3, first } of this.seen.values()) {
      if (count3 > 1)
        this.report({
          ...first,
          severity: "info",
          message: `${count3} times in all: ${first.message}`
        });
    }
  }
};
var Columns = class {
  tokens = [];
  gold = [];
  system = [];
};
var Side = class {
  constructor(name, file, startLine, tags, document2, issues) {
    this.name = name;
    this.file = file;
    this.startLine = startLine;
    this.tags = tags;
    this.document = document2;
    this.issues = issues;
  }
  name;
  file;
  startLine;
  tags;
  document;
  issues;
  annotations = [];
  sentenceLine = 0;
  offset = 0;
  /** Decodes the sentence of tokens `[from, to)` of the document. */
  decode(decoder, from, to2) {
    this.offset = from;
    decoder.decode(this.tags, this, from, to2);
  }
  chunk(type, start, end) {
    const line = this.sentenceLine + start;
    this.annotations.push({ type, start: this.offset + start, end: this.offset + end, line });
  }
  issue(issue) {
    this.issues.add(this, issue, this.document);
  }
};
var DocumentBuilder = class {
  constructor(id, explicit, input, columns, issues) {
    this.id = id;
    this.explicit = explicit;
    this.columns = columns;
    const { gold, systemFile } = input;
    this.gold = new Side("gold", gold.file, gold.line, columns.gold, id, issues);
    this.system = new Side("system", systemFile.file, systemFile.line, columns.system, id, issues);
  }
  id;
  explicit;
  columns;
  /** Tokens so far; the document's are the first `length` entries of `columns.tokens`. */
  length = 0;
  counted = 0;
  correct = 0;
  sentenceStart = 0;
  gold;
  system;
  add(input) {
    if (this.length === this.sentenceStart) {
      this.gold.sentenceLine = input.gold.line;
      this.system.sentenceLine = input.systemFile.line;
    }
    const goldTag = input.gold.tags[0] ?? "O";
    const systemTag = input.systemFile.tags[input.systemSlot] ?? "O";
    this.columns.tokens[this.length] = input.gold.token;
    this.columns.gold[this.length] = goldTag;
    this.columns.system[this.length++] = systemTag;
    this.counted++;
    if (goldTag === systemTag) this.correct++;
  }
  /** conlleval counts a `-DOCSTART-` line as a token, always tagged right (O, O). */
  countDocstart() {
    this.counted++;
    this.correct++;
  }
  closeSentence(decoder) {
    if (this.length === this.sentenceStart) return;
    this.gold.decode(decoder, this.sentenceStart, this.length);
    this.system.decode(decoder, this.sentenceStart, this.length);
    this.sentenceStart = this.length;
  }
  finish() {
    const tokens = this.columns.tokens.slice(0, this.length);
    const side2 = (s) => ({
      id: this.id,
      unit: "token",
      annotations: s.annotations,
      tokens,
      source: { file: s.file, line: s.startLine }
    });
    const tokenTally = { tokens: this.counted, correctTags: this.correct };
    return { id: this.id, gold: side2(this.gold), system: side2(this.system), tokenTally };
  }
};
var PairedCursor = class {
  constructor(gold, system) {
    this.gold = gold;
    this.system = system;
    this.systemFile = system ?? gold;
    this.systemSlot = system === null ? 1 : 0;
  }
  gold;
  system;
  /** The cursor holding the system tag, and that tag's slot in its `tags`. */
  systemFile;
  systemSlot;
  close() {
    this.gold.close();
    this.system?.close();
  }
  next() {
    this.gold.next();
    if (this.system === null) return;
    this.system.next();
    checkAligned(this.gold, this.system);
  }
};
function* readPairs(input, settings, issues) {
  const decoder = new TagDecoder(settings.tagging, settings.strictTags);
  const columns = new Columns();
  try {
    input.next();
    const byDocstart = input.gold.kind === "docstart";
    let doc = new DocumentBuilder("doc-1", false, input, columns, issues);
    for (let yielded = 0; input.gold.kind !== "eof"; input.next()) {
      const sentenceEndsDocument = !byDocstart && input.gold.sentenceBreak && doc.length > 0;
      const ends = input.gold.kind === "docstart" || sentenceEndsDocument;
      if (input.gold.sentenceBreak || ends) doc.closeSentence(decoder);
      if (ends && (doc.explicit || doc.length > 0)) {
        yield doc.finish();
        yielded++;
      }
      if (ends) {
        const explicit = input.gold.kind === "docstart";
        doc = new DocumentBuilder(`doc-${yielded + 1}`, explicit, input, columns, issues);
      }
      if (input.gold.kind === "token") doc.add(input);
      else if (settings.docstartIsToken) doc.countDocstart();
    }
    doc.closeSentence(decoder);
    if (doc.explicit || doc.length > 0) yield doc.finish();
    issues.flush();
  } finally {
    input.close();
  }
}
function openInput(settings, files) {
  if (settings.input !== null) {
    const columns2 = [
      { name: "gold", index: settings.goldColumn },
      { name: "system", index: settings.systemColumn }
    ];
    return new PairedCursor(
      new ConllCursor(settings.input, files.readChunks(settings.input), columns2),
      null
    );
  }
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "CoNLL input needs 'input' (one file with gold and system tag columns) or both 'gold' and 'system' files."
    );
  }
  const goldIndex = settings.goldColumn === DEFAULT_SCORE_SETTINGS.goldColumn ? -1 : settings.goldColumn;
  const gold = new ConllCursor(settings.gold, files.readChunks(settings.gold), [
    { name: "gold", index: goldIndex }
  ]);
  const columns = [{ name: "system", index: settings.systemColumn }];
  return new PairedCursor(
    gold,
    new ConllCursor(settings.system, files.readChunks(settings.system), columns)
  );
}
var conllReader = {
  name: "conll",
  read(settings, files, report) {
    const input = openInput(settings, files);
    return { kind: "paired", pairs: readPairs(input, settings, new TagIssues(report)) };
  }
};

// src/formats/parse-json.ts
function parseJson(text2, at2, expected2) {
  try {
    return JSON.parse(text2);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const extra = position === void 0 ? 0 : text2.slice(0, Number(position)).split("\n").length - 1;
    const line = at2.line === void 0 ? position === void 0 ? void 0 : 1 + extra : at2.line + extra;
    throw new DataError(
      line === void 0 ? at2 : { ...at2, line },
      `expected ${expected2}, got invalid JSON (${message})`
    );
  }
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isOffset(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
function jsonId(value, fallback) {
  if (value === void 0 || value === null) return fallback;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}
function describeJson(value) {
  if (value === void 0) return "nothing";
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}
function arrayElementLines(json) {
  const lines2 = [];
  if (json.trimStart()[0] !== "[") return lines2;
  let [depth, line, inString, expectElement] = [0, 1, false, false];
  for (let i = 0; i < json.length; i++) {
    const c3 = json.charCodeAt(i);
    if (c3 === 10) line++;
    if (inString) {
      if (c3 === 92) i++;
      else if (c3 === 34) inString = false;
      continue;
    }
    if (depth === 1 && expectElement && c3 > 32 && c3 !== 93) {
      lines2.push(line);
      expectElement = false;
    }
    if (c3 === 34) inString = true;
    else if (c3 === 91 || c3 === 123) depth++;
    else if (c3 === 93 || c3 === 125) depth--;
    if (c3 === 44 || c3 === 91 && depth === 1) expectElement = depth === 1;
  }
  return lines2;
}

// src/formats/doccano.ts
var CONVENTION2 = { format: "doccano", suffix: ".jsonl", companions: [] };
var SPAN_KEYS = ["label", "labels", "entities"];
var doccanoReader = {
  name: "doccano",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION2, report);
    const unit = charOffsetUnit(settings, "utf16");
    const side2 = (s) => readSide2(files, s, unit, report);
    return { kind: "sides", gold: side2(sides.gold), system: side2(sides.system) };
  }
};
function* readSide2(files, side2, unit, report) {
  for (const file of side2.files) {
    yield* readDoccano(files, file.path, unit, report, side2.single ? "" : `${file.id}/`);
  }
}
function* readDoccano(files, path, unit, report, prefix2 = "") {
  const seen = /* @__PURE__ */ new Map();
  const tally = { converted: 0, withoutSpans: 0, relations: 0 };
  let records = 0;
  for (const line of files.readLines(path)) {
    if (line.text.trim() === "") continue;
    records++;
    const at2 = { file: path, line: line.number };
    const { record, id, text: text2 } = parseRecord(line.text, records, at2, seen);
    const annotations = readSpans(record, text2, unit, at2, tally);
    yield { id: `${prefix2}${id}`, unit: "char", annotations, text: text2, source: at2 };
  }
  if (records === 0)
    report({ severity: "warning", kind: "empty-file", message: "no records", file: path });
  reportTally(tally, unit, path, report);
}
function parseRecord(line, ordinal, at2, seen) {
  const record = parseJson(line, at2, "a JSON object per line");
  if (!isRecord2(record))
    throw new DataError(at2, `expected a JSON object, got ${describeJson(record)}`);
  const id = jsonId(record.id, `#${ordinal}`);
  if (id === null)
    throw new DataError(
      at2,
      `expected "id" to be a number or a non-empty string, got ${describeJson(record.id)}`
    );
  const first = seen.get(id);
  if (first !== void 0)
    throw new DataError(
      at2,
      `duplicate id '${id}' (first at line ${first}); expected one record per document`
    );
  seen.set(id, at2.line);
  const text2 = record.text;
  if (typeof text2 !== "string")
    throw new DataError(at2, `expected "text" to be a string, got ${describeJson(text2)}`);
  return { record, id, text: text2 };
}
function readSpans(record, text2, unit, at2, tally) {
  if (Array.isArray(record.relations)) tally.relations += record.relations.length;
  const [key, other] = SPAN_KEYS.filter((k2) => record[k2] !== void 0);
  if (key === void 0) {
    tally.withoutSpans++;
    return [];
  }
  if (other !== void 0)
    throw new DataError(
      at2,
      `expected one of "label", "labels" or "entities", got both "${key}" and "${other}"`
    );
  const spans = record[key];
  if (!Array.isArray(spans))
    throw new DataError(at2, `expected "${key}" to be an array, got ${describeJson(spans)}`);
  const converter = codePointConverter(text2, unit);
  return spans.map((span, i) => {
    const where = `"${key}"[${i}]`;
    const raw2 = key === "entities" ? entitySpan(span, where, at2) : tripleSpan(span, where, at2);
    const start = converter.toCodePoint(raw2.start);
    const end = converter.toCodePoint(raw2.end);
    if (start === void 0 || end === void 0) {
      const got = `${raw2.start}-${raw2.end} (${unit} offsets; the text has ${converter.length} code points)`;
      throw new DataError(
        at2,
        `${where}: expected offsets within the text and on character boundaries, got ${got}`
      );
    }
    if (start !== raw2.start || end !== raw2.end) tally.converted++;
    return {
      type: raw2.type,
      start,
      end,
      ...raw2.id === void 0 ? {} : { id: raw2.id },
      line: at2.line
    };
  });
}
function tripleSpan(span, where, at2) {
  if (!Array.isArray(span) || span.length !== 3)
    throw new DataError(at2, `${where}: expected [start, end, "TYPE"], got ${describeJson(span)}`);
  const [start, end, type] = span;
  return checkedSpan(start, end, type, void 0, where, at2);
}
function entitySpan(span, where, at2) {
  if (!isRecord2(span))
    throw new DataError(
      at2,
      `${where}: expected {"start_offset", "end_offset", "label"}, got ${describeJson(span)}`
    );
  return checkedSpan(
    span.start_offset,
    span.end_offset,
    span.label,
    jsonId(span.id, "") || void 0,
    where,
    at2
  );
}
function checkedSpan(start, end, type, id, where, at2) {
  if (!isOffset(start) || !isOffset(end)) {
    throw new DataError(
      at2,
      `${where}: expected non-negative integer offsets, got ${describeJson(start)} and ${describeJson(end)}`
    );
  }
  if (end <= start)
    throw new DataError(at2, `${where}: expected end > start, got end ${end} ≤ start ${start}`);
  if (typeof type !== "string" || type === "")
    throw new DataError(at2, `${where}: expected a non-empty type name, got ${describeJson(type)}`);
  return { start, end, type, ...id === void 0 ? {} : { id } };
}
function reportTally(tally, unit, file, report) {
  const plural3 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (tally.converted > 0) {
    const from = unit === "utf16" ? "UTF-16 units" : "grapheme clusters";
    const message = `${plural3(tally.converted, "span")} had offsets in ${from} converted to code points; set charOffsets if the export counts otherwise`;
    report({ severity: "info", kind: "offsets-converted", message, file });
  }
  if (tally.withoutSpans > 0) {
    const message = `${plural3(tally.withoutSpans, "record")} without "label", "labels" or "entities": read as having no annotations`;
    report({ severity: "info", kind: "no-spans", message, file });
  }
  if (tally.relations > 0) {
    report({
      severity: "info",
      kind: "not-scored",
      message: `${plural3(tally.relations, "relation")} not scored`,
      file
    });
  }
}

// src/formats/jsonl.ts
var RESERVED_SPAN_FIELDS = /* @__PURE__ */ new Set(["start", "end", "type", "id"]);
function describe2(value) {
  if (value === void 0) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  const text2 = JSON.stringify(value);
  const shown = text2.length > 40 ? `${text2.slice(0, 37)}…` : text2;
  return `${shown} (a ${typeof value})`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function fail(at2, field, expected2, value, hint = "") {
  throw new DataError(
    at2,
    `${field}: expected ${expected2}, got ${describe2(value)}${hint === "" ? "" : `; ${hint}`}`
  );
}
function parseLine2(text2, at2) {
  let value;
  try {
    value = JSON.parse(text2);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataError(at2, `invalid JSON (${reason}); expected one JSON object per line`);
  }
  if (!isObject(value)) fail(at2, "document", "a JSON object per line", value);
  return value;
}
function readNonEmptyString(doc, key, field, at2) {
  const value = doc[key];
  const hint = typeof value === "number" ? `write it as "${value}"` : "";
  if (typeof value !== "string" || value === "") fail(at2, field, "a non-empty string", value, hint);
  return value;
}
function readTokens(doc, at2) {
  const value = doc.tokens;
  if (value === void 0) return void 0;
  if (!Array.isArray(value)) return fail(at2, "tokens", "an array of strings", value);
  return value.map(
    (token, i) => typeof token === "string" ? token : fail(at2, `tokens[${i}]`, "a string", token)
  );
}
function boundFor(unit, text2, tokens) {
  if (unit === "char") {
    return text2 === void 0 ? null : {
      limit: codePointLength(text2),
      what: "the text length in code points",
      hint: "char offsets count Unicode code points, not UTF-16 units (an emoji is one)"
    };
  }
  return tokens === void 0 ? null : { limit: tokens.length, what: "the token count", hint: "token offsets index 'tokens'" };
}
function readOffsets(span, field, at2, bound) {
  const start = span.start;
  const end = span.end;
  if (typeof start !== "number" || !Number.isInteger(start) || start < 0) {
    fail(at2, `${field}.start`, "an integer ≥ 0", start);
  }
  if (typeof end !== "number" || !Number.isInteger(end) || end <= start) {
    const hint = "offsets are half-open [start, end)";
    fail(at2, `${field}.end`, `an integer > start (${start})`, end, hint);
  }
  if (bound !== null && end > bound.limit) {
    fail(at2, `${field}.end`, `at most ${bound.limit} (${bound.what})`, end, bound.hint);
  }
  return [start, end];
}
function readAttributes(span, field, at2) {
  let attributes;
  for (const [key, value] of Object.entries(span)) {
    if (RESERVED_SPAN_FIELDS.has(key)) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      fail(at2, `${field}.${key}`, "a string, number or boolean (an attribute)", value);
    }
    attributes ??= {};
    attributes[key] = String(value);
  }
  return attributes;
}
function readSpan(value, field, at2, bound) {
  if (!isObject(value)) fail(at2, field, "an object with start, end and type", value);
  const [start, end] = readOffsets(value, field, at2, bound);
  const type = readNonEmptyString(value, "type", `${field}.type`, at2);
  const id = value.id === void 0 ? void 0 : readNonEmptyString(value, "id", `${field}.id`, at2);
  const attributes = readAttributes(value, field, at2);
  return {
    type,
    start,
    end,
    line: at2.line,
    ...id === void 0 ? {} : { id },
    ...attributes === void 0 ? {} : { attributes }
  };
}
function readDocument(text2, at2, unit, seen) {
  const doc = parseLine2(text2, at2);
  const id = readNonEmptyString(doc, "id", "id", at2);
  const earlier = seen.get(id);
  if (earlier !== void 0) {
    throw new DataError(
      at2,
      `id: '${id}' was already used at line ${earlier}; expected unique document ids in a file`
    );
  }
  seen.set(id, at2.line ?? 0);
  const body = doc.text;
  if (body !== void 0 && typeof body !== "string") fail(at2, "text", "a string", body);
  const tokens = readTokens(doc, at2);
  if (!Array.isArray(doc.spans)) fail(at2, "spans", "an array of spans (may be empty)", doc.spans);
  const bound = boundFor(unit, body, tokens);
  const annotations = doc.spans.map((span, i) => readSpan(span, `spans[${i}]`, at2, bound));
  return {
    id,
    unit,
    annotations,
    ...body === void 0 ? {} : { text: body },
    ...tokens === void 0 ? {} : { tokens },
    source: { file: at2.file, line: at2.line }
  };
}
function* readSide3(file, files, unit) {
  const seen = /* @__PURE__ */ new Map();
  for (const { text: text2, number } of files.readLines(file)) {
    const line = number === 1 && text2.startsWith("\uFEFF") ? text2.slice(1) : text2;
    if (line.trim() === "") continue;
    yield readDocument(line, { file, line: number }, unit, seen);
  }
}
function requireFiles(settings) {
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "JSONL input needs both 'gold' and 'system' files (one document per line in each)."
    );
  }
  return { gold: settings.gold, system: settings.system };
}
var jsonlReader = {
  name: "jsonl",
  read(settings, files) {
    const { gold, system } = requireFiles(settings);
    return {
      kind: "sides",
      gold: readSide3(gold, files, settings.offsets),
      system: readSide3(system, files, settings.offsets)
    };
  }
};

// src/formats/label-studio-results.ts
function readLabelStudioResults(results, text2, unit, where, unscored, report) {
  const converter = codePointConverter(text2, unit);
  const regions = /* @__PURE__ */ new Map();
  const spans = [];
  for (const [i, result] of results.entries()) {
    if (!isRecord2(result) || result.type !== "labels") continue;
    const found = labelSpans(result, converter, `${where.task}, result ${i + 1}`, where.at, report);
    spans.push(...found);
    if (typeof result.id === "string")
      regions.set(result.id, [...regions.get(result.id) ?? [], ...found]);
  }
  const attributes = /* @__PURE__ */ new Map();
  for (const result of results) {
    if (isRecord2(result) && result.type === "labels") continue;
    const attribute = isRecord2(result) ? regionAttribute(result, regions) : void 0;
    if (attribute === void 0) {
      const type = isRecord2(result) && typeof result.type === "string" ? result.type : "unknown";
      unscored.set(type, (unscored.get(type) ?? 0) + 1);
      continue;
    }
    for (const a of attribute.targets)
      attributes.set(a, { ...attributes.get(a), [attribute.name]: attribute.value });
  }
  return spans.map((a) => {
    const own = attributes.get(a);
    return own === void 0 ? a : { ...a, attributes: own };
  });
}
function labelSpans(result, converter, where, at2, report) {
  const value = result.value;
  if (!isRecord2(value))
    throw new DataError(
      at2,
      `${where}: expected "value" to be an object, got ${describeJson(value)}`
    );
  const { start, end, labels } = value;
  if (!isOffset(start) || !isOffset(end)) {
    const got = `${describeJson(start)} and ${describeJson(end)}`;
    throw new DataError(
      at2,
      `${where}: expected non-negative integers "value.start" and "value.end", got ${got}`
    );
  }
  if (end <= start)
    throw new DataError(at2, `${where}: expected end > start, got end ${end} ≤ start ${start}`);
  if (!Array.isArray(labels) || labels.length === 0 || !labels.every((l3) => typeof l3 === "string" && l3 !== "")) {
    throw new DataError(
      at2,
      `${where}: expected "value.labels" to be a non-empty list of names, got ${describeJson(labels)}`
    );
  }
  const from = converter.toCodePoint(start);
  const to2 = converter.toCodePoint(end);
  if (from === void 0 || to2 === void 0) {
    const got = `${start}-${end} (the text has ${converter.length} code points)`;
    throw new DataError(
      at2,
      `${where}: expected offsets within the text and on character boundaries, got ${got}`
    );
  }
  const found = converter.slice(from, to2);
  if (typeof value.text === "string" && value.text !== found && value.text.trim() !== found.trim()) {
    report(mismatch(where, found, value.text, at2));
  }
  const id = typeof result.id === "string" ? { id: result.id } : {};
  const line = at2.line === void 0 ? {} : { line: at2.line };
  return labels.map((type) => ({ type, start: from, end: to2, ...id, ...line }));
}
function regionAttribute(result, regions) {
  const targets = typeof result.id === "string" ? regions.get(result.id) : void 0;
  const value = result.value;
  if (targets === void 0 || typeof result.from_name !== "string" || !isRecord2(value))
    return void 0;
  const list = result.type === "choices" ? value.choices : result.type === "textarea" ? value.text : void 0;
  if (!Array.isArray(list) || !list.every((v2) => typeof v2 === "string"))
    return void 0;
  return { targets, name: result.from_name, value: list.join("|") };
}
function mismatch(where, found, said, at2) {
  const clip4 = (s) => s.length > 60 ? `${s.slice(0, 57)}…` : s;
  const message = `${where}: the text there is '${clip4(found)}', the result says '${clip4(said)}'`;
  return { severity: "warning", kind: "text-mismatch", message, ...at2 };
}

// src/formats/label-studio.ts
var LABEL_STUDIO_SOURCES2 = ["auto", "annotations", "predictions"];
var CONVENTION3 = { format: "label-studio", suffix: ".json", companions: [] };
var LISTS = {
  annotations: ["annotations", "completions"],
  predictions: ["predictions"],
  "annotations-then-predictions": ["annotations", "completions", "predictions"]
};
var labelStudioReader = {
  name: "label-studio",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION3, report);
    const unit = charOffsetUnit(settings, "codepoint");
    const chosen = settings.labelStudioSystem;
    const source2 = LABEL_STUDIO_SOURCES2.find((s) => s === chosen);
    if (source2 === void 0) {
      const allowed = LABEL_STUDIO_SOURCES2.join(", ");
      throw new UserError(
        `Invalid value '${chosen}' for 'labelStudioSystem'. Expected one of: ${allowed}.`
      );
    }
    const sameFile = settings.system === settings.gold;
    const system = source2 !== "auto" ? source2 : sameFile ? "predictions" : "annotations-then-predictions";
    const side2 = (s, from) => readSide4(files, s, from, unit, report);
    return {
      kind: "sides",
      gold: side2(sides.gold, "annotations"),
      system: side2(sides.system, system)
    };
  }
};
function* readSide4(files, side2, from, unit, report) {
  for (const file of side2.files) {
    yield* readLabelStudio(
      files.readText(file.path),
      file.path,
      from,
      unit,
      report,
      side2.single ? "" : `${file.id}/`
    );
  }
}
function* readLabelStudio(json, file, from, unit, report, prefix2 = "") {
  const tasks = parseTasks(json, file);
  const lines2 = arrayElementLines(json);
  const seen = /* @__PURE__ */ new Map();
  const tally = { skipped: [], several: 0, unscored: /* @__PURE__ */ new Map() };
  for (const [i, raw2] of tasks.entries()) {
    const at2 = lines2.length === tasks.length ? { file, line: lines2[i] ?? 1 } : { file };
    const { task, id } = identifyTask(raw2, i, at2, seen);
    const text2 = taskText(task, id, at2);
    const results = chooseResults(task, from, id, at2, tally);
    if (results === void 0) continue;
    const annotations = readLabelStudioResults(
      results,
      text2,
      unit,
      { task: `task ${id}`, at: at2 },
      tally.unscored,
      report
    );
    yield { id: `${prefix2}${id}`, unit: "char", annotations, text: text2, source: at2 };
  }
  if (tasks.length === 0)
    report({ severity: "warning", kind: "empty-file", message: "no tasks", file });
  reportTally2(tally, file, report);
}
function identifyTask(task, index, at2, seen) {
  const name = `task ${index + 1}`;
  if (!isRecord2(task))
    throw new DataError(at2, `${name}: expected an object with "data", got ${describeJson(task)}`);
  const id = jsonId(task.id, `#${index + 1}`);
  if (id === null) {
    throw new DataError(
      at2,
      `${name}: expected "id" to be a number or a non-empty string, got ${describeJson(task.id)}`
    );
  }
  const first = seen.get(id);
  if (first !== void 0)
    throw new DataError(
      at2,
      `duplicate task id '${id}' (first is task ${first}); expected each task once`
    );
  seen.set(id, index + 1);
  return { task, id };
}
function parseTasks(json, file) {
  const value = parseJson(json, { file }, "a Label Studio JSON export");
  if (Array.isArray(value)) return value;
  if (isRecord2(value) && isRecord2(value.data)) return [value];
  throw new DataError(
    { file },
    `expected a Label Studio JSON export (an array of tasks), got ${describeJson(value)}`
  );
}
function taskText(task, id, at2) {
  const data = task.data;
  if (!isRecord2(data))
    throw new DataError(
      at2,
      `task ${id}: expected "data" to be an object, got ${describeJson(data)}`
    );
  if (typeof data.text === "string") return data.text;
  const strings = Object.values(data).filter((v2) => typeof v2 === "string");
  const [only] = strings;
  if (only !== void 0 && strings.length === 1) return only;
  throw new DataError(
    at2,
    `task ${id}: expected the text in "data.text" (or one string field of "data"), got ${describeJson(data)}`
  );
}
function chooseResults(task, from, id, at2, tally) {
  for (const key of LISTS[from]) {
    const list = task[key];
    if (list === void 0 || list === null) continue;
    if (!Array.isArray(list))
      throw new DataError(
        at2,
        `task ${id}: expected "${key}" to be an array, got ${describeJson(list)}`
      );
    const usable = list.filter(
      (a) => isRecord2(a) && a.was_cancelled !== true
    );
    const [first] = usable;
    if (first === void 0) continue;
    if (usable.length > 1) tally.several++;
    if (!Array.isArray(first.result)) {
      throw new DataError(
        at2,
        `task ${id}: expected "${key}[…].result" to be an array, got ${describeJson(first.result)}`
      );
    }
    return first.result;
  }
  tally.skipped.push(id);
  return void 0;
}
function reportTally2(tally, file, report) {
  const plural3 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (tally.skipped.length > 0) {
    const shown = `${tally.skipped.slice(0, 5).join(", ")}${tally.skipped.length > 5 ? ", …" : ""}`;
    const message = `${plural3(tally.skipped.length, "task")} without a usable annotation skipped: ${shown}`;
    report({ severity: "warning", kind: "no-annotation", message, file });
  }
  if (tally.several > 0) {
    const message = `${plural3(tally.several, "task")} with several usable annotations: the first of each is read`;
    report({ severity: "info", kind: "several-annotations", message, file });
  }
  for (const [type, count3] of [...tally.unscored].sort(
    ([a], [b3]) => a < b3 ? -1 : a > b3 ? 1 : 0
  )) {
    report({
      severity: "info",
      kind: "not-scored",
      message: `${plural3(count3, "result")} of type '${type}' not scored`,
      file
    });
  }
}

// src/formats/tbf-spans.ts
var RANGE = /^(\d+),(\d+)$/;
function clip2(text2) {
  return text2.length > 60 ? `${text2.slice(0, 57)}...` : text2;
}
function spanAnnotation(fragments, rest) {
  const start = fragments[0]?.start ?? 0;
  const end = fragments[fragments.length - 1]?.end ?? 0;
  return fragments.length > 1 ? { ...rest, start, end, fragments } : { ...rest, start, end };
}
function tokenFragments(span, table2, where) {
  const rows = /* @__PURE__ */ new Set();
  for (const id of span.split(",")) {
    const row2 = table2.rows.get(id);
    if (row2 === void 0) {
      const got = id === "" ? "an empty token id" : `unknown token id '${clip2(id)}'`;
      throw new DataError(
        where,
        `${got} in span '${clip2(span)}'; expected ids listed in ${table2.path}`
      );
    }
    rows.add(row2);
  }
  return mergeRuns([...rows].sort((a, b3) => a - b3).map((r2) => ({ start: r2, end: r2 + 1 })));
}
function charFragments(span, where) {
  const ranges = span.split(";").map((part) => charRange(part, span, where));
  ranges.sort((a, b3) => a.start - b3.start);
  for (let i = 1; i < ranges.length; i++) {
    const [prev, next] = [ranges[i - 1], ranges[i]];
    if (next.start < prev.end) {
      const pair = `${prev.start},${prev.end} and ${next.start},${next.end}`;
      throw new DataError(
        where,
        `ranges ${pair} overlap in span '${clip2(span)}'; expected disjoint ranges`
      );
    }
  }
  return mergeRuns(ranges);
}
function charRange(part, span, where) {
  const m2 = RANGE.exec(part);
  const start = Number(m2?.[1]);
  const end = Number(m2?.[2]);
  if (m2 === null || !Number.isSafeInteger(start) || !Number.isSafeInteger(end)) {
    const got = `got '${clip2(part)}' in span '${clip2(span)}'`;
    throw new DataError(where, `expected character ranges 'begin,end' separated by ';', ${got}`);
  }
  if (end <= start) {
    const detail = `end ${end} ≤ start ${start} in span '${clip2(span)}'`;
    throw new DataError(where, `${detail}; expected end > start (end exclusive)`);
  }
  return { start, end };
}
function mergeRuns(sorted) {
  const out = [];
  for (const f3 of sorted) {
    const last = out[out.length - 1];
    if (last !== void 0 && last.end === f3.start)
      out[out.length - 1] = { start: last.start, end: f3.end };
    else out.push(f3);
  }
  return out;
}

// src/formats/tbf-tokens.ts
import { join as join3 } from "node:path";
var KEPT_TABLES = 16;
var INTEGER = /^[ \t\u00a0]*\d+[ \t\u00a0]*$/;
function tokenTables(dir, suffix, files) {
  const kept = /* @__PURE__ */ new Map();
  return (docId, where) => {
    const hit = kept.get(docId);
    if (hit !== void 0) return hit;
    const path = join3(dir, `${docId}${suffix}`);
    if (files.kind(path) !== "file") {
      throw new DataError(
        where,
        `no token table '${path}' for document '${docId}'; expected one '<document id>${suffix}' file per document in '${dir}'`
      );
    }
    const table2 = readTokenTable(path, files);
    kept.set(docId, table2);
    if (kept.size > KEPT_TABLES) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) kept.delete(oldest.value);
    }
    return table2;
  };
}
function readTokenTable(path, files) {
  const rows = /* @__PURE__ */ new Map();
  const firstLine = /* @__PURE__ */ new Map();
  const tokens = [];
  let first = true;
  for (const { text: text2, number } of files.readLines(path)) {
    if (text2.trim() === "") continue;
    const fields2 = text2.split("	");
    const isFirst = first;
    first = false;
    if (isFirst && !INTEGER.test(fields2[2] ?? "")) continue;
    const where = { file: path, line: number };
    const [id, token, begin, last] = fields2;
    if (fields2.length !== 4 || id === void 0 || token === void 0 || begin === void 0 || last === void 0) {
      throw new DataError(
        where,
        `expected 4 tab-separated fields (token id, token, first char, last char), got ${fields2.length}`
      );
    }
    checkTokenRow(where, id, begin, last);
    const seen = firstLine.get(id);
    if (seen !== void 0)
      throw new DataError(where, `duplicate token id '${id}' (first on line ${seen})`);
    firstLine.set(id, number);
    rows.set(id, tokens.length);
    tokens.push(token);
  }
  return { path, rows, tokens };
}
function checkTokenRow(where, id, begin, last) {
  if (id === "")
    throw new DataError(where, "expected a token id in the first field, got an empty field");
  if (!INTEGER.test(begin) || !INTEGER.test(last)) {
    throw new DataError(
      where,
      `expected integer character offsets in fields 3 and 4, got '${begin}' and '${last}'`
    );
  }
  if (Number(last) < Number(begin)) {
    throw new DataError(
      where,
      `last char ${last} < first char ${begin}; expected an inclusive range`
    );
  }
}

// src/formats/tbf.ts
var DEFAULT_TBF_OPTIONS = Object.freeze({ tokens: null, tokenSuffix: ".tab" });
function tbfOptions(settings) {
  return { tokens: settings.tokens, tokenSuffix: settings.tokenSuffix };
}
var RELATIONS = /* @__PURE__ */ new Set(["Coreference", "After", "Subevent"]);
var BEGIN = "#BeginOfDocument";
var END = "#EndOfDocument";
function* readTbf(path, options, files, report, lookup) {
  const tables = lookup ?? (options.tokens === null ? void 0 : tokenTables(options.tokens, options.tokenSuffix, files));
  const kind = files.kind(path);
  if (kind === "missing") throw new UserError(`Cannot read '${path}': no such file or directory.`);
  const paths = kind === "file" ? [path] : files.listFiles(path).filter((f3) => f3.endsWith(".tbf")).map((f3) => `${path}/${f3}`);
  for (const file of paths) yield* readTbfFile(file, tables, files, report);
}
function* readTbfFile(file, tables, files, report) {
  const seen = /* @__PURE__ */ new Map();
  let open;
  for (const source2 of files.readLines(file)) {
    const text2 = pyStrip(source2.text);
    const where = { file, line: source2.number };
    if (text2 === "") continue;
    if (isMarker(text2, BEGIN)) {
      if (open !== void 0) throw unterminated(open, where, `before the next ${BEGIN}`);
      open = beginBlock(text2, where, seen);
    } else if (isMarker(text2, END)) {
      if (open === void 0) throw new DataError(where, `${END} without a matching ${BEGIN}`);
      yield endBlock(open, text2, where, tables, report);
      open = void 0;
    } else if (text2.startsWith("#") || text2.startsWith("@")) {
      if (text2.startsWith("#") || !RELATIONS.has(text2.slice(1).split("	")[0] ?? ""))
        throw unknownLine(text2, where);
      if (open === void 0) throw outside(where, "relation");
      if (open.relations++ === 0) open.firstRelation = where.line;
    } else {
      if (open === void 0) throw outside(where, "mention");
      open.annotations.push(readMention(text2, where, open, tables));
    }
  }
  if (open !== void 0)
    throw unterminated(open, { file, line: open.line }, "before the end of the file");
  if (seen.size === 0)
    report({
      severity: "warning",
      kind: "empty-file",
      message: `${file}: no ${BEGIN} block; the file holds no documents`,
      file
    });
}
function beginBlock(text2, where, seen) {
  const id = text2.slice(BEGIN.length).trim();
  if (id === "") throw new DataError(where, `expected a document id after ${BEGIN}, got nothing`);
  const first = seen.get(id);
  if (first !== void 0)
    throw new DataError(where, `duplicate document '${id}' (first begun on line ${first})`);
  seen.set(id, where.line);
  return {
    id,
    line: where.line,
    annotations: [],
    mentionLines: /* @__PURE__ */ new Map(),
    table: void 0,
    relations: 0,
    firstRelation: 0
  };
}
function endBlock(open, text2, where, tables, report) {
  const tail = text2.slice(END.length).trim();
  if (tail !== "" && tail !== open.id) {
    throw new DataError(
      where,
      `${END} names '${tail}' but the open document is '${open.id}' (line ${open.line})`
    );
  }
  if (open.relations > 0) {
    const message = `${open.relations} relation line(s) (@Coreference, @After, @Subevent) in document '${open.id}' are not scored`;
    const at2 = { file: where.file, line: open.firstRelation, document: open.id };
    report({ severity: "info", kind: "not-scored", message, ...at2 });
  }
  const unit = tables === void 0 ? "char" : "token";
  const tokens = open.table === void 0 ? {} : { tokens: open.table.tokens };
  return {
    id: open.id,
    unit,
    annotations: open.annotations,
    ...tokens,
    source: { file: where.file, line: open.line }
  };
}
var MENTION_FIELDS = "8 tab-separated fields (system, document, mention id, span, text, type, realis, score; the score may be left out)";
function mentionFields(text2, where, open) {
  const fields2 = text2.split("	");
  if (fields2.length !== 7 && fields2.length !== 8) {
    throw new DataError(where, `expected ${MENTION_FIELDS}, got ${fields2.length}`);
  }
  const [, doc = "", id = "", span = "", , type = "", realis = ""] = fields2;
  if (doc !== open.id) {
    const block = `the enclosing block '${open.id}' (line ${open.line})`;
    throw new DataError(where, `document field '${doc}' differs from ${block}`);
  }
  const named = { "mention id": id, span, type, realis };
  for (const [name, value] of Object.entries(named)) {
    if (value === "") throw new DataError(where, `expected a ${name}, got an empty field`);
  }
  return [id, span, type, realis];
}
function readMention(text2, where, open, tables) {
  const [id = "", span = "", type = "", realis = ""] = mentionFields(text2, where, open);
  const first = open.mentionLines.get(id);
  if (first !== void 0) {
    const detail = `duplicate mention id '${id}' in document '${open.id}'`;
    throw new DataError(where, `${detail} (first on line ${first})`);
  }
  open.mentionLines.set(id, where.line);
  if (tables !== void 0) open.table ??= tables(open.id, where);
  const fragments = open.table === void 0 ? charFragments(span, where) : tokenFragments(span, open.table, where);
  return spanAnnotation(fragments, { type, attributes: { realis }, id, line: where.line });
}
function isMarker(text2, marker) {
  if (!text2.startsWith(marker)) return false;
  const next = text2.charAt(marker.length);
  return next === "" || next === " " || next === "	";
}
function pyStrip(text2) {
  return text2.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, "");
}
function unknownLine(text2, where) {
  const expected2 = `'${BEGIN} <id>', '${END}', a relation line '@Coreference|@After|@Subevent …' or a tab-separated mention line`;
  return new DataError(
    where,
    `unknown line kind '${clip2(text2.split("	")[0] ?? text2)}'; expected ${expected2}`
  );
}
function outside(where, what) {
  return new DataError(
    where,
    `${what} line outside a document block; expected '${BEGIN} <id>' before it`
  );
}
function unterminated(open, where, when) {
  return new DataError(
    where,
    `document '${open.id}' (begun on line ${open.line}) is not terminated; expected ${END} ${when}`
  );
}
var tbfReader = {
  name: "tbf",
  read(settings, files, report) {
    const options = tbfOptions(settings);
    const { gold, system } = settings;
    if (gold === null || system === null) {
      throw new UserError(
        "The 'tbf' format needs both 'gold' and 'system' (a .tbf file or a directory of them)."
      );
    }
    const tables = options.tokens === null ? void 0 : tokenTables(options.tokens, options.tokenSuffix, files);
    const side2 = (path) => ({
      [Symbol.iterator]: () => readTbf(path, options, files, report, tables)
    });
    return { kind: "sides", gold: side2(gold), system: side2(system) };
  }
};

// src/formats/registry.ts
var READERS = {
  conll: conllReader,
  jsonl: jsonlReader,
  brat: bratReader,
  doccano: doccanoReader,
  "label-studio": labelStudioReader,
  tbf: tbfReader
};

// src/measure/bdm.ts
var BdmAccumulator = class {
  constructor(table2) {
    this.table = table2;
  }
  table;
  credit = 0;
  possible = 0;
  actual = 0;
  /** Adds one document's alignment links. */
  add(links) {
    for (const link2 of links) {
      if (link2.gold !== void 0) this.possible++;
      if (link2.system !== void 0) this.actual++;
      if (link2.category === "match") this.credit += 1;
      else if (link2.category === "tagclash" && link2.gold !== void 0 && link2.system !== void 0) {
        const g2 = link2.gold.type;
        const s = link2.system.type;
        this.credit += this.table.get(bdmKey(g2, s)) ?? this.table.get(bdmKey(s, g2)) ?? 0;
      }
    }
  }
  /** Counts and rates so far. */
  score() {
    const precision = ratio(this.credit, this.actual);
    const recall = ratio(this.credit, this.possible);
    return {
      credit: this.credit,
      possible: this.possible,
      actual: this.actual,
      precision,
      recall,
      f1: fScore(precision, recall)
    };
  }
};

// src/measure/events/event-mention.ts
var DEFAULT_EVENT_OPTIONS = Object.freeze({
  profile: "default",
  invisibleWords: []
});
function wildcardLabel(profile) {
  return profile === "evmeval" ? "notannotated" : "NOT_ANNOTATED";
}
function labelKey(value, profile) {
  return profile === "evmeval" ? value.replace(/[^A-Za-z0-9]/g, "").toLowerCase() : value;
}
function toEventMentions(doc, options) {
  if (doc === void 0) return [];
  const hidden = invisibleRows(doc, options);
  return doc.annotations.map((a) => {
    const units = withoutRows(a.fragments ?? [{ start: a.start, end: a.end }], hidden);
    return {
      units,
      size: units.reduce((n, f3) => n + (f3.end - f3.start), 0),
      type: labelKey(a.type, options.profile),
      realis: labelKey(a.attributes?.realis ?? "", options.profile),
      source: a
    };
  });
}
function invisibleRows(doc, options) {
  if (doc.unit !== "token" || doc.tokens === void 0 || options.invisibleWords.length === 0)
    return [];
  const evmeval = options.profile === "evmeval";
  const words = new Set(options.invisibleWords.map((w2) => evmeval ? w2 : w2.toLowerCase()));
  const rows = [];
  doc.tokens.forEach((token, row2) => {
    const key = evmeval ? asciiStrip(token.replace(/[A-Z]/g, (c3) => c3.toLowerCase())) : token.toLowerCase().trim();
    if (words.has(key)) rows.push(row2);
  });
  return rows;
}
function asciiStrip(text2) {
  return text2.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, "");
}
function withoutRows(ranges, rows) {
  if (rows.length === 0) return [...ranges];
  const out = [];
  let i = 0;
  for (const r2 of ranges) {
    let start = r2.start;
    while (i < rows.length && rows[i] < r2.start) i++;
    for (; i < rows.length && rows[i] < r2.end; i++) {
      const row2 = rows[i];
      if (row2 > start) out.push({ start, end: row2 });
      start = row2 + 1;
    }
    if (start < r2.end) out.push({ start, end: r2.end });
  }
  return out;
}

// src/measure/events/dice-alignment.ts
function sharedUnits(a, b3) {
  let i = 0;
  let j3 = 0;
  let shared = 0;
  while (i < a.units.length && j3 < b3.units.length) {
    const x3 = a.units[i];
    const y2 = b3.units[j3];
    shared += Math.max(0, Math.min(x3.end, y2.end) - Math.max(x3.start, y2.start));
    if (x3.end <= y2.end) i++;
    else j3++;
  }
  return shared;
}
function diceCoefficient(a, b3) {
  const total2 = a.size + b3.size;
  return total2 === 0 ? 0 : 2 * sharedUnits(a, b3) / total2;
}
function candidates(gold, system) {
  const out = [];
  system.forEach((s, si) => {
    gold.forEach((g2, gi) => {
      const dice = diceCoefficient(g2, s);
      if (dice > 0) out.push({ gold: gi, system: si, dice });
    });
  });
  return out.sort((x3, y2) => y2.dice - x3.dice || x3.system - y2.system || x3.gold - y2.gold);
}
function rowMatcher(row2, profile) {
  const wildcard = wildcardLabel(profile);
  const same = (gold, sys) => gold === wildcard || gold === sys;
  switch (row2) {
    case "plain":
      return () => true;
    case "type":
      return (g2, s) => same(g2.type, s.type);
    case "realis":
      return (g2, s) => same(g2.realis, s.realis);
    case "typeRealis":
      return (g2, s) => same(g2.type, s.type) && same(g2.realis, s.realis);
  }
}
function alignByDice(gold, system, profile) {
  const pairs = candidates(gold, system);
  const alignRow = (row2) => {
    const matches = rowMatcher(row2, profile);
    const usedGold = /* @__PURE__ */ new Set();
    const usedSystem = /* @__PURE__ */ new Set();
    const links = [];
    let tp = 0;
    for (const p2 of pairs) {
      if (usedGold.has(p2.gold) || usedSystem.has(p2.system)) continue;
      if (!matches(gold[p2.gold], system[p2.system])) continue;
      usedGold.add(p2.gold);
      usedSystem.add(p2.system);
      links.push(p2);
      tp += p2.dice;
    }
    return { links, tp };
  };
  return {
    plain: alignRow("plain"),
    type: alignRow("type"),
    realis: alignRow("realis"),
    typeRealis: alignRow("typeRealis")
  };
}

// src/measure/events/event-scores.ts
function nanDivide(numerator, denominator) {
  return denominator > 0 ? numerator / denominator : null;
}
function nanF1(precision, recall) {
  if (precision === null || recall === null) return null;
  return nanDivide(2 * precision * recall, precision + recall);
}
function eventRates(c3, profile) {
  if (profile === "evmeval") {
    const precision = nanDivide(c3.tp, c3.system);
    const recall = nanDivide(c3.tp, c3.gold);
    return { precision, recall, f1: nanF1(precision, recall) };
  }
  return zeroDivisionRates(c3);
}
function zeroDivisionRates(c3) {
  const precision = ratio(c3.tp, c3.system);
  const recall = ratio(c3.tp, c3.gold);
  return { precision, recall, f1: fScore(precision, recall) };
}
function eventScore(c3, profile) {
  return { tp: c3.tp, gold: c3.gold, system: c3.system, ...eventRates(c3, profile) };
}
function accuracy(attribute, plain, profile) {
  if (profile === "evmeval")
    return attribute === null || plain === null ? null : nanDivide(attribute, plain);
  return ratio(attribute ?? 0, plain ?? 0);
}

// src/measure/events/score-events.ts
function alignEventDocument(pair, options) {
  const gold = toEventMentions(pair.gold, options);
  const system = toEventMentions(pair.system, options);
  return { gold, system, alignment: alignByDice(gold, system, options.profile) };
}
function tallyDocument(pair, options) {
  const { gold, system, alignment } = alignEventDocument(pair, options);
  const typeRow2 = options.profile === "evmeval" ? alignment.typeRealis : alignment.type;
  const byGold = [...typeRow2.links].sort((a, b3) => a.gold - b3.gold);
  return {
    id: pair.id,
    gold: gold.length,
    system: system.length,
    tp: {
      plain: alignment.plain.tp,
      type: alignment.type.tp,
      realis: alignment.realis.tp,
      typeRealis: alignment.typeRealis.tp
    },
    typeCredit: byGold.map((l3) => [gold[l3.gold].type, l3.dice]),
    goldTypes: gold.map((m2) => m2.type),
    systemTypes: system.map((m2) => m2.type)
  };
}
function compareIds(a, b3) {
  const x3 = [...a];
  const y2 = [...b3];
  for (let i = 0; i < Math.min(x3.length, y2.length); i++) {
    const d2 = (x3[i]?.codePointAt(0) ?? 0) - (y2[i]?.codePointAt(0) ?? 0);
    if (d2 !== 0) return d2;
  }
  return x3.length - y2.length;
}
function microScore(docs, row2, profile) {
  let tp = 0;
  let gold = 0;
  let system = 0;
  for (const d2 of docs) {
    if (profile === "evmeval" && d2.gold === 0) continue;
    tp += d2.tp[row2];
    gold += d2.gold;
    if (profile === "default" || d2.system > 0) system += d2.system;
  }
  return eventScore({ tp, gold, system }, profile);
}
function macroScore(docs, row2, profile) {
  const counts3 = (d2) => ({
    tp: d2.tp[row2],
    gold: d2.gold,
    system: d2.system
  });
  if (profile === "default") {
    const kept = docs.filter((d2) => d2.gold > 0 || d2.system > 0);
    const mean = meanRates(
      kept.map((d2) => zeroDivisionRates(counts3(d2))),
      1
    );
    return { precision: mean.precision, recall: mean.recall, f1: mean.f1, documents: mean.n };
  }
  let p2 = 0;
  let r2 = 0;
  let n = 0;
  for (const d2 of docs) {
    if (d2.gold === 0) continue;
    const rates3 = eventRates(counts3(d2), "evmeval");
    p2 += rates3.precision ?? 0;
    r2 += rates3.recall ?? 0;
    n++;
  }
  const precision = nanDivide(p2, n);
  const recall = nanDivide(r2, n);
  return { precision, recall, f1: nanF1(precision, recall), documents: n };
}
function typeScores(docs, profile) {
  const tp = /* @__PURE__ */ new Map();
  const gold = /* @__PURE__ */ new Map();
  const system = /* @__PURE__ */ new Map();
  const add2 = (m2, k2, v2) => {
    m2.set(k2, (m2.get(k2) ?? 0) + v2);
  };
  for (const d2 of docs) {
    for (const [type, dice] of d2.typeCredit) add2(tp, type, dice);
    for (const type of d2.goldTypes) add2(gold, type, 1);
    for (const type of d2.systemTypes) add2(system, type, 1);
  }
  const keys = new Set(profile === "evmeval" ? gold.keys() : [...gold.keys(), ...system.keys()]);
  const out = {};
  for (const key of [...keys].sort(compareIds)) {
    const counts3 = { tp: tp.get(key) ?? 0, gold: gold.get(key) ?? 0, system: system.get(key) ?? 0 };
    const r2 = eventRates(counts3, profile);
    out[key] = { ...counts3, precision: r2.precision ?? 0, recall: r2.recall ?? 0, f1: r2.f1 ?? 0 };
  }
  return out;
}
function documentScore(d2, profile) {
  const row2 = (r2) => eventScore({ tp: d2.tp[r2], gold: d2.gold, system: d2.system }, profile);
  return {
    id: d2.id,
    plain: row2("plain"),
    type: row2("type"),
    realis: row2("realis"),
    typeRealis: row2("typeRealis")
  };
}
function scoreEvents(pairs, options) {
  const docs = [];
  for (const pair of pairs) if (pair.gold !== void 0) docs.push(tallyDocument(pair, options));
  docs.sort((a, b3) => compareIds(a.id, b3.id));
  const { profile } = options;
  const averages = (row2) => ({
    micro: microScore(docs, row2, profile),
    macro: macroScore(docs, row2, profile)
  });
  const rows = {
    plain: averages("plain"),
    type: averages("type"),
    realis: averages("realis"),
    typeRealis: averages("typeRealis")
  };
  const acc = (row2) => ({
    micro: accuracy(rows[row2].micro.f1, rows.plain.micro.f1, profile),
    macro: accuracy(rows[row2].macro.f1, rows.plain.macro.f1, profile)
  });
  return {
    profile,
    ...rows,
    accuracy: { type: acc("type"), realis: acc("realis") },
    types: typeScores(docs, profile),
    documents: docs.map((d2) => documentScore(d2, profile))
  };
}

// src/measure/scores.ts
var SCORES_SCHEMA = "goldgate/scores@1";
function perScheme(make) {
  const out = {};
  for (const scheme of SPAN_SCHEMES) out[scheme] = make(scheme);
  return out;
}
function weightedRates(rows, beta) {
  const support = rows.reduce((acc, r2) => acc + r2.possible, 0);
  const w2 = (pick2) => ratio(
    rows.reduce((acc, r2) => acc + pick2(r2) * r2.possible, 0),
    support
  );
  const base = {
    n: rows.length,
    precision: w2((r2) => r2.precision),
    recall: w2((r2) => r2.recall),
    f1: w2((r2) => r2.f1)
  };
  return beta === 1 ? base : { ...base, fbeta: w2((r2) => r2.fbeta ?? 0) };
}
function documentMean(rows, scheme, beta, arithmetic) {
  let precision = 0;
  let recall = 0;
  let f1 = 0;
  let fbeta = 0;
  for (const row2 of rows) {
    const score = scoreTally(row2.clash, scheme, beta, arithmetic);
    precision += score.precision;
    recall += score.recall;
    f1 += score.f1;
    fbeta += score.fbeta ?? 0;
  }
  const n = rows.length;
  const base = { n, precision: ratio(precision, n), recall: ratio(recall, n), f1: ratio(f1, n) };
  return beta === 1 ? base : { ...base, fbeta: ratio(fbeta, n) };
}
var byId = (a, b3) => a.id < b3.id ? -1 : a.id > b3.id ? 1 : 0;
function buildScores(input) {
  const { total: total2, settings } = input;
  const beta = settings.beta;
  const arithmetic = rateArithmetic(settings.compat);
  const typeNames = [...total2.types.keys()].sort();
  const types = {};
  for (const name of typeNames) {
    const tally = total2.types.get(name);
    types[name] = perScheme((scheme) => scoreTally(tally, scheme, beta, arithmetic));
  }
  const documents = [...total2.documents].sort(byId);
  const scoredDocuments = documents.filter((d2) => d2.gold + d2.system > 0);
  return {
    schema: SCORES_SCHEMA,
    tool: { name: "goldgate", version: input.version },
    settings,
    inputs: input.inputs,
    tokens: total2.hasTokenTally ? {
      count: total2.tokens,
      correctTags: total2.correctTags,
      accuracy: arithmetic === "conlleval" ? fractionOfPercent(ratio(100 * total2.correctTags, total2.tokens)) : ratio(total2.correctTags, total2.tokens)
    } : null,
    overall: perScheme((scheme) => scoreTally(total2.overall, scheme, beta, arithmetic)),
    types,
    macro: {
      types: perScheme(
        (scheme) => meanRates(
          typeNames.map((t2) => types[t2]?.[scheme]),
          beta
        )
      ),
      documents: perScheme((scheme) => documentMean(scoredDocuments, scheme, beta, arithmetic)),
      weighted: perScheme(
        (scheme) => weightedRates(
          typeNames.map((t2) => types[t2]?.[scheme]),
          beta
        )
      )
    },
    clash: total2.overall,
    documents,
    issues: [...input.issues].sort(compareIssues),
    ...input.events === null ? {} : { events: input.events },
    ...input.bdm === null || input.bdm === void 0 ? {} : { bdm: input.bdm }
  };
}
function compareIssues(a, b3) {
  const keys = (i) => [
    i.file ?? "",
    i.line ?? 0,
    i.kind,
    i.document ?? "",
    i.message
  ];
  const ka = keys(a);
  const kb = keys(b3);
  for (let k2 = 0; k2 < ka.length; k2++) {
    const x3 = ka[k2];
    const y2 = kb[k2];
    if (x3 !== y2) return x3 < y2 ? -1 : 1;
  }
  return 0;
}

// src/measure/tally-corpus.ts
function emptyCorpusTally() {
  return {
    overall: emptyTally(),
    types: /* @__PURE__ */ new Map(),
    documents: [],
    tokens: 0,
    correctTags: 0,
    hasTokenTally: false,
    goldDocuments: 0,
    systemDocuments: 0,
    goldAnnotations: 0,
    systemAnnotations: 0,
    excludedSystemDocuments: 0,
    sharedTallies: /* @__PURE__ */ new Map()
  };
}
function share(total2, tally) {
  const h3 = hashCounts(tally);
  const bucket = total2.sharedTallies.get(h3);
  const known = bucket?.find((other) => sameCounts(other, tally));
  if (known !== void 0) return known;
  const shared = Object.freeze({ ...tally });
  if (bucket === void 0) total2.sharedTallies.set(h3, [shared]);
  else bucket.push(shared);
  return shared;
}
function addCounts(into, from) {
  into.match += from.match;
  into.tagclash += from.tagclash;
  into.overmark += from.overmark;
  into.undermark += from.undermark;
  into.overlap += from.overlap;
  into.tagOvermark += from.tagOvermark;
  into.tagUndermark += from.tagUndermark;
  into.tagOverlap += from.tagOverlap;
  into.missing += from.missing;
  into.spurious += from.spurious;
}
function hashCounts(t2) {
  let h3 = t2.match;
  h3 = mix(h3, t2.tagclash);
  h3 = mix(h3, t2.overmark);
  h3 = mix(h3, t2.undermark);
  h3 = mix(h3, t2.overlap);
  h3 = mix(h3, t2.tagOvermark);
  h3 = mix(h3, t2.tagUndermark);
  h3 = mix(h3, t2.tagOverlap);
  h3 = mix(h3, t2.missing);
  return mix(h3, t2.spurious);
}
function mix(hash2, n) {
  return Math.imul(hash2, 31) + n | 0;
}
function sameCounts(a, b3) {
  return a.match === b3.match && a.tagclash === b3.tagclash && a.overmark === b3.overmark && a.undermark === b3.undermark && a.overlap === b3.overlap && a.tagOvermark === b3.tagOvermark && a.tagUndermark === b3.tagUndermark && a.tagOverlap === b3.tagOverlap && a.missing === b3.missing && a.spurious === b3.spurious;
}
var CROSS_TYPE = {
  match: false,
  tagclash: true,
  overmark: false,
  undermark: false,
  overlap: false,
  tagOvermark: true,
  tagUndermark: true,
  tagOverlap: true,
  missing: false,
  spurious: false
};
function typeTallies(links, gold, system, align) {
  const crossed = crossedTypes(links);
  const names = [];
  const tallies = [];
  const slot = (type) => {
    let k2 = names.indexOf(type);
    if (k2 < 0) {
      k2 = 0;
      while (k2 < names.length && names[k2] < type) k2++;
      names.splice(k2, 0, type);
      tallies.splice(k2, 0, emptyTally());
    }
    return tallies[k2];
  };
  for (const link2 of links) {
    const type = (link2.gold ?? link2.system)?.type;
    if (crossed.length === 0 || !crossed.includes(type)) slot(type)[link2.category]++;
  }
  for (const type of crossed) {
    const own = (a) => a.type === type;
    addCounts(slot(type), align(gold.filter(own), system.filter(own)).tally);
  }
  return { names, tallies };
}
function crossedTypes(links) {
  const out = [];
  for (const link2 of links) {
    if (!CROSS_TYPE[link2.category]) continue;
    for (const type of [link2.gold?.type, link2.system?.type])
      if (type !== void 0 && !out.includes(type)) out.push(type);
  }
  return out;
}
function addPair(total2, pair, align) {
  if (pair.tokenTally !== void 0) {
    total2.hasTokenTally = true;
    total2.tokens += pair.tokenTally.tokens;
    total2.correctTags += pair.tokenTally.correctTags;
  }
  if (pair.gold === void 0) {
    if (pair.system !== void 0) total2.excludedSystemDocuments++;
    return [];
  }
  const gold = pair.gold.annotations;
  const system = pair.system?.annotations ?? [];
  total2.goldDocuments++;
  if (pair.system !== void 0) total2.systemDocuments++;
  total2.goldAnnotations += gold.length;
  total2.systemAnnotations += system.length;
  const alignment = align(gold, system);
  const { names, tallies } = typeTallies(alignment.links, gold, system, align);
  addCounts(total2.overall, alignment.tally);
  const types = {};
  for (let k2 = 0; k2 < names.length; k2++) {
    const type = names[k2];
    const tally = tallies[k2];
    let into = total2.types.get(type);
    if (into === void 0) {
      into = emptyTally();
      total2.types.set(type, into);
    }
    addCounts(into, tally);
    types[type] = share(total2, tally);
  }
  const clash = share(total2, alignment.tally);
  total2.documents.push({ id: pair.id, gold: gold.length, system: system.length, clash, types });
  return alignment.links;
}

// src/pipeline/score.ts
function alignerFor(settings) {
  const same = sameTypeAndAttributes(settings.attributes);
  return settings.compat === "nervaluate" ? makeNervaluateAligner({ same }) : makeSpanAligner(same);
}
function readPairs2(settings, files, report) {
  const read = READERS[settings.format].read(settings, files, report);
  return read.kind === "paired" ? read.pairs : pairDocuments(read.gold, read.system, report);
}
function* tallyPairs(settings, pairs, accounts, report) {
  const align = alignerFor(settings);
  const normalizeGold = createNormalizer(settings, report, "gold");
  const normalizeSystem = createNormalizer(settings, report, "system");
  for (const raw2 of pairs) {
    const gold = raw2.gold && normalizeGold.normalize(raw2.gold);
    const system = raw2.system && normalizeSystem.normalize(raw2.system);
    accounts.gold.add(gold);
    accounts.system.add(gold === void 0 ? void 0 : system);
    const pair = { ...raw2, gold, system };
    const links = addPair(accounts.total, pair, align);
    if (accounts.details !== null) addLinks(accounts.details, raw2.id, gold, system, links);
    if (pair.gold !== void 0) accounts.bdm?.add(links);
    yield pair;
  }
  normalizeGold.finish();
  normalizeSystem.finish();
}
function summary(path, documents, annotations, sha256) {
  return { path, documents, annotations, sha256 };
}
function scoreCorpus(settings, files, options) {
  const issues = [];
  const report = (issue) => {
    issues.push(issue);
  };
  const accounts = {
    total: emptyCorpusTally(),
    gold: new CorpusFingerprint(),
    system: new CorpusFingerprint(),
    details: options.details ? new DetailTable() : null,
    bdm: settings.bdm === null ? null : new BdmAccumulator(readBdmTable(settings.bdm, files))
  };
  const pairs = tallyPairs(settings, readPairs2(settings, files, report), accounts, report);
  let events = null;
  if (settings.format === "tbf") {
    const profile = settings.compat === "evmeval" ? "evmeval" : "default";
    events = scoreEvents(pairs, { profile, invisibleWords: settings.invisibleWords });
  } else {
    for (const _3 of pairs) ;
  }
  const { total: total2 } = accounts;
  const scores = buildScores({
    total: total2,
    settings,
    version: VERSION,
    inputs: {
      gold: summary(
        settings.gold ?? settings.input,
        total2.goldDocuments,
        total2.goldAnnotations,
        accounts.gold.digest()
      ),
      system: summary(
        settings.system ?? settings.input,
        total2.systemDocuments,
        total2.systemAnnotations,
        accounts.system.digest()
      )
    },
    issues,
    events,
    bdm: accounts.bdm?.score() ?? null
  });
  return { scores, details: accounts.details };
}

// src/pipeline/span-agreement.ts
var rates2 = (r2) => ({ precision: r2.precision, recall: r2.recall, f1: r2.f1 });
function agreePair(settings, a, b3, files, issues) {
  const { scores } = scoreCorpus({ ...settings, input: null, gold: a, system: b3 }, files, {
    details: false
  });
  issues.push(...scores.issues.map((i) => ({ ...i, message: `${a} × ${b3}: ${i.message}` })));
  const types = Object.fromEntries(
    Object.entries(scores.types).map(([t2, s]) => [
      t2,
      { strict: rates2(s.strict), lenient: rates2(s.lenient) }
    ])
  );
  return {
    sets: [a, b3],
    strict: rates2(scores.overall.strict),
    lenient: rates2(scores.overall.lenient),
    types
  };
}
function measureSpanAgreement(settings, sets, files) {
  const issues = [];
  const pairs = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j3 = i + 1; j3 < sets.length; j3++)
      pairs.push(agreePair(settings, sets[i], sets[j3], files, issues));
  }
  return {
    schema: "goldgate/agreement@1",
    task: "span-agreement",
    tool: { name: "goldgate", version: VERSION },
    settings: { format: settings.format, sets },
    agreement: {
      sets,
      pairs,
      mean: {
        strict: meanPairRates(pairs.map((p2) => p2.strict)),
        lenient: meanPairRates(pairs.map((p2) => p2.lenient))
      },
      matrix: {
        strict: pairMatrix(sets, pairs, "strict"),
        lenient: pairMatrix(sets, pairs, "lenient")
      }
    },
    issues
  };
}

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table2, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table2.length) {
    const row3 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table2[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table2[rowIndex].length;
    }
    while (++columnIndex2 < table2[rowIndex].length) {
      const cell = serialize(table2[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row3.push(cell);
    }
    cellMatrix[rowIndex] = row3;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row2 = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row2[columnIndex] = cell;
  }
  cellMatrix.splice(1, 0, row2);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines2 = [];
  while (++rowIndex < cellMatrix.length) {
    const row3 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell = row3[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines2.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines2.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
}

// src/report/markdown-escape.ts
var ZWSP = "​";
var CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
var MARKDOWN_SPECIAL = /[\\`*_[\]|~$&<>@#]/g;
var HTML_SPECIAL = /[&<>"'@#]/g;
var ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "@": `@${ZWSP}`,
  "#": `#${ZWSP}`
};
function clip3(text2, max) {
  const chars = Array.from(text2);
  return chars.length <= max ? text2 : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
}
function flatten(text2) {
  return text2.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}
function md(text2, max = 200) {
  const flat = flatten(clip3(String(text2), max));
  const escaped = flat.replace(MARKDOWN_SPECIAL, (c3) => ENTITIES[c3] ?? `\\${c3}`);
  return escaped.replace(/^([-+=])(?=\s|[-+=]*$)/, "\\$1").replace(/^(\d{1,9})([.)])(?=\s|$)/, "$1\\$2");
}
function html(text2, max = 200) {
  return flatten(clip3(String(text2), max)).replace(HTML_SPECIAL, (c3) => ENTITIES[c3] ?? c3);
}
function join4(pieces, separator = "") {
  return pieces.join(separator);
}
function strong(text2) {
  return text2 === "" ? text2 : `**${text2}**`;
}
function raw(markup) {
  return markup;
}

// src/report/markdown-blocks.ts
function table(header, rows, align) {
  return raw(markdownTable([header, ...rows], { align, alignDelimiters: false, padding: true }));
}
function details(summary2, body) {
  return raw(`<details><summary>${html(summary2)}</summary>

${body}

</details>`);
}
function bullets(items) {
  return join4(
    items.map((item) => raw(`- ${item}`)),
    "\n"
  );
}
function blocks(parts) {
  return join4(
    parts.filter((p2) => p2 !== ""),
    "\n\n"
  );
}
function link(label, url) {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return md(label);
  const safe = url.replace(
    /[()<>"'`|\\\s]/g,
    (c3) => `%${c3.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return raw(`[${md(label, 80)}](${safe})`);
}
function plural2(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/report/agreement-markdown.ts
var RED = [248, 105, 107];
var WHITE = [255, 255, 255];
var GREEN = [99, 190, 123];
function scaleColour(value) {
  const v2 = Math.min(1, Math.max(0, value));
  const [from, to2, t2] = v2 < 0.5 ? [RED, WHITE, v2 / 0.5] : [WHITE, GREEN, (v2 - 0.5) / 0.5];
  return from.map((c3, k2) => Math.round(c3 + ((to2[k2] ?? c3) - c3) * t2)).map((c3) => c3.toString(16).padStart(2, "0")).join("").toUpperCase();
}
function colourCell(value) {
  if (value === null) return md("n/a");
  return raw(`$\\colorbox[HTML]{${scaleColour(value)}}{\\textsf{${value.toFixed(2)}}}$`);
}
function matrixTable(names, cell) {
  const header = [md(""), ...names.map((n) => md(n, 40))];
  const rows = names.map((n, i) => [md(n, 40), ...names.map((_3, j3) => colourCell(cell(i, j3)))]);
  return table(header, rows, ["l", ...names.map(() => "c")]);
}
var figure = (v2) => md(v2 === null ? "n/a" : v2.toFixed(4));
function renderAgreementMarkdown(doc) {
  const a = doc.agreement;
  const kappa = new Map(a.pairs.map((p2) => [`${p2.coders[0]}\0${p2.coders[1]}`, p2.kappa]));
  const pairKappa = (i, j3) => {
    if (i === j3) return 1;
    const [x3, y2] = i < j3 ? [a.coders[i], a.coders[j3]] : [a.coders[j3], a.coders[i]];
    return kappa.get(`${x3}\0${y2}`) ?? null;
  };
  const summary2 = table(
    [md("measure"), md("value")],
    [
      [md("observed agreement"), figure(a.observed)],
      [md("Bennett's S"), figure(a.s)],
      [md("Scott's π (multi-coder)"), figure(a.pi)],
      [md("Cohen's κ (mean of pairs)"), figure(a.kappa)],
      [md("Davies & Fleiss κ"), figure(a.multiKappa)],
      [md("Krippendorff's α (nominal)"), figure(a.alpha)]
    ],
    ["l", "r"]
  );
  return blocks([
    raw("## Goldgate agreement"),
    md(
      `${a.coders.length} coders, ${a.items} items, ${a.judgements} judgements (${a.missing} missing), ${a.categories.length} categories.`
    ),
    summary2,
    raw("**Cohen's κ of each coder pair** (red 0 · white 0.5 · green 1)"),
    matrixTable(a.coders, pairKappa),
    notes(doc.issues),
    footer(doc.tool.version)
  ]);
}
function renderSpanAgreementMarkdown(doc) {
  const a = doc.agreement;
  const names = a.sets.map((_3, k2) => `set ${k2 + 1}`);
  return blocks([
    raw("## Goldgate span agreement"),
    md(
      `${a.sets.length} annotation sets (${doc.settings.format}), ${plural2(a.pairs.length, "pair")}. Mean over pairs: strict F1 ${a.mean.strict.f1.toFixed(4)}, lenient F1 ${a.mean.lenient.f1.toFixed(4)}.`
    ),
    bullets(a.sets.map((s, k2) => join4([md(`set ${k2 + 1}`), md(s, 120)], raw(" — ")))),
    raw("**Strict F1 of each pair** (red 0 · white 0.5 · green 1)"),
    matrixTable(names, (i, j3) => a.matrix.strict[i]?.[j3] ?? null),
    raw("**Lenient F1 of each pair**"),
    matrixTable(names, (i, j3) => a.matrix.lenient[i]?.[j3] ?? null),
    notes(doc.issues),
    footer(doc.tool.version)
  ]);
}
function notes(issues) {
  if (issues.length === 0) return raw("");
  const shown = issues.slice(0, 50).map((i) => md(i.message, 300));
  const more = issues.length > 50 ? [md(`… ${issues.length - 50} more in the JSON`)] : [];
  return details(`Notes (${issues.length})`, bullets([...shown, ...more]));
}
function footer(version) {
  return raw(`<sub>Goldgate ${md(version)}</sub>`);
}

// src/report/json.ts
function renderJson(value) {
  return `${JSON.stringify(sortKeys(value), null, 2)}
`;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value).sort()) {
      const v2 = value[key];
      if (v2 !== void 0) out[key] = sortKeys(v2);
    }
    return out;
  }
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

// src/report/terminal.ts
function percent(fraction3) {
  return formatFixed(100 * fraction3, 2);
}
function alignColumns(rows) {
  const widths = [];
  for (const row2 of rows) {
    row2.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return rows.map(
    (row2) => row2.map((cell, i) => {
      const pad = " ".repeat((widths[i] ?? 0) - [...cell].length);
      return i === 0 ? cell + pad : pad + cell;
    }).join("  ").trimEnd()
  );
}
function countRow(label, s) {
  return [
    label,
    String(s.possible),
    String(s.actual),
    String(s.correct),
    String(s.incorrect),
    String(s.partial),
    String(s.missed),
    String(s.spurious),
    percent(s.precision),
    percent(s.recall),
    percent(s.f1)
  ];
}
function averageRow(label, a) {
  return [
    label,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    percent(a.precision),
    percent(a.recall),
    percent(a.f1)
  ];
}
var HEADER = ["", "gold", "sys", "COR", "INC", "PAR", "MIS", "SPU", "P%", "R%", "F1%"];
function renderTerminal(scores, options) {
  const bold = (s) => options.color ? `\x1B[1m${s}\x1B[22m` : s;
  const scheme = options.scheme;
  const typeRows2 = Object.keys(scores.types).map(
    (t2) => countRow(t2, scores.types[t2]?.[scheme])
  );
  const perType = alignColumns([
    [scheme, ...HEADER.slice(1)],
    ...typeRows2,
    countRow("micro", scores.overall[scheme]),
    averageRow("macro (types)", scores.macro.types[scheme]),
    averageRow("macro (docs)", scores.macro.documents[scheme])
  ]);
  const schemes = alignColumns([
    ["scheme", ...HEADER.slice(1)],
    ...SPAN_SCHEMES.map((s) => countRow(s, scores.overall[s]))
  ]);
  const { gold, system } = scores.inputs;
  const lines2 = [
    bold(
      `Goldgate ${scores.tool.version} · ${scores.settings.format} · profile ${scores.settings.compat}`
    ),
    `gold: ${gold.documents} documents, ${gold.annotations} annotations · system: ${system.documents} documents, ${system.annotations} annotations`,
    "",
    ...perType,
    "",
    ...schemes
  ];
  if (scores.bdm !== void 0) {
    const b3 = scores.bdm;
    lines2.push(
      "",
      `bdm: P ${percent(b3.precision)}%  R ${percent(b3.recall)}%  F1 ${percent(b3.f1)}%  (credit ${b3.credit.toFixed(3)} of ${b3.possible} gold, ${b3.actual} system)`
    );
  }
  if (scores.tokens !== null) {
    lines2.push(
      "",
      `token accuracy: ${percent(scores.tokens.accuracy)}% (${scores.tokens.correctTags}/${scores.tokens.count} tokens)`
    );
  }
  if (scores.issues.length > 0) {
    lines2.push("", `${scores.issues.length} data issue(s):`);
    for (const issue of scores.issues.slice(0, 10)) lines2.push(`  ${issueLine(issue)}`);
    if (scores.issues.length > 10) lines2.push(`  … ${scores.issues.length - 10} more (see --json)`);
  }
  return `${lines2.join("\n")}
`;
}
function issueLine(issue) {
  const where = issue.file === void 0 ? "" : `${issue.file}${issue.line === void 0 ? "" : `:${issue.line}`}: `;
  return `${issue.severity}: ${where}${issue.message}`;
}

// src/report/labels-terminal.ts
var figure2 = (value) => value === null ? "n/a" : value.toFixed(4);
var pct = (value) => value === null ? "n/a" : percent(value);
function renderLabelsTerminal(doc) {
  const l3 = doc.labels;
  const rows = l3.labels.map((name) => {
    const s = l3.perLabel[name];
    return [
      name,
      String(s?.support ?? 0),
      pct(s?.precision ?? null),
      pct(s?.recall ?? null),
      pct(s?.f1 ?? null)
    ];
  });
  const avg = (name, a) => [name, "", pct(a.precision), pct(a.recall), pct(a.f1)];
  const lines2 = [
    `Goldgate ${doc.tool.version} · labels · ${doc.inputs.gold.items} gold items, ${l3.answered} answered`,
    "",
    ...alignColumns([
      ["label", "support", "P%", "R%", "F1%"],
      ...rows,
      avg("micro", l3.micro),
      avg("macro", l3.macro),
      avg("weighted", l3.weighted)
    ]),
    "",
    `accuracy: ${pct(l3.accuracy)}%   Cohen's κ (gold vs system): ${figure2(l3.kappa)}`
  ];
  if (l3.hierarchical !== void 0) {
    lines2.push(
      `hierarchical score: ${figure2(l3.hierarchical.score)}   κ over leaves: ${figure2(l3.hierarchical.kappa)}`
    );
  }
  return `${[...lines2, ...issueLines(doc.issues)].join("\n")}
`;
}
function renderAgreementTerminal(doc) {
  const a = doc.agreement;
  const lines2 = [
    `Goldgate ${doc.tool.version} · agreement · ${a.coders.length} coders, ${a.items} items, ${a.judgements} judgements (${a.missing} missing)`,
    "",
    ...alignColumns([
      ["measure", "value"],
      ["observed agreement", figure2(a.observed)],
      ["Bennett's S", figure2(a.s)],
      ["Scott's π (multi-coder)", figure2(a.pi)],
      ["Cohen's κ (mean of pairs)", figure2(a.kappa)],
      ["Davies & Fleiss κ", figure2(a.multiKappa)],
      ["Krippendorff's α (nominal)", figure2(a.alpha)]
    ]),
    "",
    ...alignColumns([
      ["pair", "items", "observed", "κ", "π"],
      ...a.pairs.map((p2) => [
        p2.coders.join(" × "),
        String(p2.items),
        figure2(p2.observed),
        figure2(p2.kappa),
        figure2(p2.pi)
      ])
    ])
  ];
  return `${[...lines2, ...issueLines(doc.issues)].join("\n")}
`;
}
function renderSpanAgreementTerminal(doc) {
  const a = doc.agreement;
  const names = a.sets.map((_3, k2) => `#${k2 + 1}`);
  const matrix = (m2) => alignColumns([
    ["", ...names],
    ...m2.map((row2, i) => [names[i], ...row2.map((v2) => percent(v2))])
  ]);
  const lines2 = [
    `Goldgate ${doc.tool.version} · span agreement · ${doc.settings.format} · ${a.sets.length} sets, ${a.pairs.length} pairs`,
    ...a.sets.map((s, k2) => `  #${k2 + 1} ${s}`),
    "",
    "strict F1%",
    ...matrix(a.matrix.strict),
    "",
    "lenient F1%",
    ...matrix(a.matrix.lenient),
    "",
    `mean over pairs: strict F1 ${percent(a.mean.strict.f1)}%, lenient F1 ${percent(a.mean.lenient.f1)}%`
  ];
  return `${[...lines2, ...issueLines(doc.issues)].join("\n")}
`;
}
function issueLines(issues) {
  if (issues.length === 0) return [];
  return ["", `${issues.length} note(s):`, ...issues.slice(0, 10).map((i) => `  ${i.message}`)];
}

// src/report/run-result.ts
var RUN_SCHEMA = "goldgate/run@1";
function baselineName(provenance2) {
  return provenance2.tag ?? provenance2.path ?? provenance2.source;
}

// src/report/terminal-run.ts
var STYLES = {
  bold: ["\x1B[1m", "\x1B[22m"],
  dim: ["\x1B[2m", "\x1B[22m"],
  red: ["\x1B[31m", "\x1B[39m"],
  green: ["\x1B[32m", "\x1B[39m"],
  yellow: ["\x1B[33m", "\x1B[39m"]
};
function paint(color, style, text2) {
  return color ? `${STYLES[style][0]}${text2}${STYLES[style][1]}` : text2;
}
function signed(fraction3) {
  const text2 = (100 * fraction3).toFixed(2);
  if (text2 === "0.00" || text2 === "-0.00") return "0.00";
  return text2.startsWith("-") ? text2 : `+${text2}`;
}
function deltaCells(d2) {
  if (d2 === void 0) return ["", ""];
  return [signed(d2.delta), `${signed(d2.ci.lower)}…${signed(d2.ci.upper)}`];
}
function rateCells(r2) {
  return r2 === void 0 ? ["-", "-", "-"] : [percent(r2.precision), percent(r2.recall), percent(r2.f1)];
}
function countCells(s) {
  return s === void 0 ? ["", ""] : [String(s.possible), String(s.actual)];
}
function tint(row2, d2, color) {
  if (d2 === void 0 || !color) return row2;
  if (d2.ci.upper < 0) return paint(true, "red", row2);
  if (d2.ci.lower > 0) return paint(true, "green", row2);
  return row2;
}
function typeRow(run, name, scheme) {
  const c3 = run.comparison.kind === "compared" ? run.comparison : null;
  const t2 = c3?.types[name];
  const delta = t2?.status === "both" ? t2[scheme].f1 : void 0;
  const s = run.scores.types[name]?.[scheme];
  const label = t2?.status === "new" || t2?.status === "gone" ? `${name} (${t2.status})` : name;
  const cells = [
    label,
    ...countCells(s),
    ...rateCells(s),
    ...c3 === null ? [] : deltaCells(delta)
  ];
  return { cells, delta };
}
function typeTable(run, scheme, color) {
  const c3 = run.comparison.kind === "compared" ? run.comparison : null;
  const names = [.../* @__PURE__ */ new Set([...Object.keys(run.scores.types), ...Object.keys(c3?.types ?? {})])];
  const { overall, macro } = run.scores;
  const rows = [
    ...names.sort().map((name) => typeRow(run, name, scheme)),
    row("micro", overall[scheme], c3?.overall[scheme].f1, c3 !== null, true),
    row("macro (types)", macro.types[scheme], c3?.macro.types[scheme].f1, c3 !== null, false),
    row("macro (docs)", macro.documents[scheme], c3?.macro.documents[scheme].f1, c3 !== null, false)
  ];
  const extra = c3 === null ? [] : ["ΔF1", "95% CI"];
  const lines2 = alignColumns([
    [scheme, "gold", "sys", "P%", "R%", "F1%", ...extra],
    ...rows.map((r2) => r2.cells)
  ]);
  return lines2.map(
    (line, i) => i === 0 ? paint(color, "bold", line) : tint(line, rows[i - 1]?.delta, color)
  );
}
function row(label, r2, d2, compared, counts3) {
  const countsCells = counts3 ? [String(r2.possible ?? ""), String(r2.actual ?? "")] : ["", ""];
  return {
    cells: [label, ...countsCells, ...rateCells(r2), ...compared ? deltaCells(d2) : []],
    delta: d2
  };
}
function baselineLine(comparison) {
  const p2 = comparison.baseline;
  if (comparison.kind === "no-baseline")
    return `baseline: none (${p2.notes.join("; ") || `baseline.source: ${p2.requested}`})`;
  const gold = p2.gold === null || !p2.gold.changed ? "gold unchanged" : p2.gold.action === "rescored" ? "gold changed, baseline re-scored" : "GOLD CHANGED, not re-scored";
  const s = comparison.settings;
  return `baseline: ${baselineName(p2)} (${p2.source}) · ${gold} · ${s.bootstrap.resamples} bootstrap resamples, seed ${s.seed}`;
}
function findingLine(f3, color) {
  if (f3.level === "fail") return `${paint(color, "red", "FAIL")}  ${f3.message}`;
  return `${paint(color, "yellow", f3.waived ? "WAIVED" : "WARN")}  ${f3.message}`;
}
function verdictLine(verdict, color) {
  const counts3 = `${verdict.failures.length} failure(s), ${verdict.warnings.length} warning(s), ${verdict.checks} check(s)`;
  if (verdict.status === "failed")
    return paint(color, "bold", paint(color, "red", `✖ gate failed: ${counts3}`));
  if (verdict.status === "waived")
    return paint(
      color,
      "bold",
      paint(color, "yellow", `✔ gate passed with a waiver (${verdict.waiver ?? ""}): ${counts3}`)
    );
  return paint(color, "bold", paint(color, "green", `✔ gate passed: ${counts3}`));
}
function renderVerdictLines(verdict, color) {
  return [
    ...[...verdict.failures, ...verdict.warnings].map((f3) => findingLine(f3, color)),
    ...verdict.skipped.map((s) => paint(color, "dim", `note  ${s}`)),
    verdictLine(verdict, color)
  ];
}
function renderRunTerminal(run, options) {
  const { scores, verdict } = run;
  const { color, scheme } = options;
  const { gold, system } = scores.inputs;
  const lines2 = [
    paint(
      color,
      "bold",
      `Goldgate ${run.tool.version} · ${scores.settings.format} · profile ${scores.settings.compat}`
    ),
    `gold: ${gold.documents} documents, ${gold.annotations} annotations · system: ${system.documents} documents, ${system.annotations} annotations`,
    paint(color, "dim", baselineLine(run.comparison)),
    "",
    ...typeTable(run, scheme, color),
    "",
    ...[...verdict.failures, ...verdict.warnings].map((f3) => findingLine(f3, color)),
    ...verdict.skipped.map((s) => paint(color, "dim", `note  ${s}`)),
    ...scores.issues.length === 0 ? [] : [paint(color, "dim", `${scores.issues.length} data issue(s); see --json or --markdown`)],
    verdictLine(verdict, color)
  ];
  return `${lines2.join("\n")}
`;
}

// src/report/csv.ts
function csvCell(value) {
  if (value === void 0) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
function renderCsv(header, rows) {
  return [header, ...rows].map((row2) => row2.map(csvCell).join(",")).join("\r\n").concat("\r\n");
}
function renderDetailsCsv(rows) {
  const header = [
    "document",
    "category",
    "gold_type",
    "gold_start",
    "gold_end",
    "gold_text",
    "system_type",
    "system_start",
    "system_end",
    "system_text"
  ];
  return renderCsv(
    header,
    rows.map((r2) => [
      r2.document,
      r2.category,
      r2.gold?.type,
      r2.gold?.start,
      r2.gold?.end,
      r2.gold?.text,
      r2.system?.type,
      r2.system?.start,
      r2.system?.end,
      r2.system?.text
    ])
  );
}

// src/cli/io.ts
var EXIT = { ok: 0, gateFailed: 1, userError: 2, internalError: 3 };

// src/cli/options.ts
import { parseArgs } from "node:util";
var SCORE_OPTIONS = {
  config: {
    type: "string",
    value: "FILE",
    help: "read settings from a goldgate.yml (flags override it)"
  },
  format: {
    type: "string",
    value: [...FORMATS, "labels"].join("|"),
    help: "input format (default conll); labels: item/label tables or CoNLL label columns"
  },
  input: {
    type: "string",
    value: "FILE",
    help: "conlleval layout: one CoNLL file, gold and system tags in the last two columns"
  },
  gold: { type: "string", value: "FILE", help: "gold-standard file" },
  system: { type: "string", value: "FILE", help: "system output file" },
  compat: {
    type: "string",
    value: PROFILES.join("|"),
    help: "reproduce a peer scorer exactly (docs/compat.md)"
  },
  tagging: {
    type: "string",
    value: TAGGINGS.join("|"),
    help: "CoNLL tagging scheme (default iob2)"
  },
  "strict-tags": {
    type: "boolean",
    help: "drop ill-formed chunks (seqeval strict) instead of repairing them"
  },
  "gold-column": {
    type: "string",
    value: "N",
    help: "0-based gold tag column, negative from the end (default -2)"
  },
  "system-column": {
    type: "string",
    value: "N",
    help: "0-based system tag column, negative from the end (default -1)"
  },
  offsets: {
    type: "string",
    value: "char|token",
    help: "JSONL offset unit (default char: Unicode code points)"
  },
  beta: { type: "string", value: "B", help: "also report F-beta (as fbeta)" },
  map: { type: "string", value: "A,B=C;…", help: "type equivalences applied to both sides" },
  ignore: { type: "string", value: "T,…", help: "types dropped from both sides" },
  types: { type: "string", value: "T,…", help: "score only these types" },
  attributes: {
    type: "string",
    value: "A,…",
    help: "attributes that must be equal for a match (GATE's significant features)"
  },
  glob: { type: "string", value: "PATTERN,…", help: "directory corpora: read only matching files" },
  "gold-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from gold file names to get document ids"
  },
  "system-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from system file names to get document ids"
  },
  "text-dir": { type: "string", value: "DIR", help: "brat: where the .txt files are" },
  "char-offsets": {
    type: "string",
    value: CHAR_OFFSET_MODES.join("|"),
    help: "doccano / Label Studio: how the export counts characters"
  },
  "label-studio-system": {
    type: "string",
    value: LABEL_STUDIO_SOURCES.join("|"),
    help: "Label Studio: which results are the system output"
  },
  tokens: {
    type: "string",
    value: "DIR",
    help: "tbf: token tables <doc>.tab (token mode); else character mode"
  },
  "token-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "tbf: token table suffix (default .tab)"
  },
  "invisible-words": {
    type: "string",
    value: `${Object.keys(INVISIBLE_WORD_PRESETS).join("|")}|W,…`,
    help: "tbf: tokens left out of mention spans"
  },
  bdm: {
    type: "string",
    value: "FILE",
    help: "a BDM score file (GATE): adds the bdm scheme, crediting near-miss types"
  },
  hierarchy: {
    type: "string",
    value: "FILE",
    help: "labels: tag tree (JSON or YAML) for hierarchical scoring"
  },
  scheme: {
    type: "string",
    value: SPAN_SCHEMES.join("|"),
    help: "scheme of the per-type terminal table (default strict)"
  },
  json: { type: "boolean", help: "print the goldgate/scores@1 JSON instead of the table" },
  out: { type: "string", value: "FILE", help: "also write the scores JSON to FILE" },
  details: {
    type: "string",
    value: "FILE",
    help: "write every alignment (gold, system, relation, text); .csv for CSV, else JSON"
  },
  help: { type: "boolean", help: "show this help" }
};
var {
  json: _json,
  out: _out,
  details: _details,
  scheme: _scheme,
  help: _help,
  ...SCORING
} = SCORE_OPTIONS;
var SCORING_OPTIONS = SCORING;
function renderOptionHelp(options) {
  const rows = Object.entries(options).map(([name, spec]) => [
    `--${name}${spec.value === void 0 ? "" : ` ${spec.value}`}`,
    spec.help
  ]);
  const width = Math.min(40, Math.max(...rows.map((r2) => r2[0].length)));
  return rows.map(([flag2, help3]) => `  ${flag2.padEnd(width)}  ${help3}`).join("\n");
}
function parseCommandArgs(command, args, options, { allowPositionals = false } = {}) {
  try {
    const { values, positionals } = parseArgs({
      args: allowPositionals ? args : joinNegativeValues(args),
      options,
      strict: true,
      allowPositionals
    });
    return { values, positionals };
  } catch (error) {
    throw new UserError(
      `${describeError(error)}
Run 'goldgate ${command} --help' for the options.`
    );
  }
}
function joinNegativeValues(args) {
  const out = [];
  for (let k2 = 0; k2 < args.length; k2++) {
    const arg = args[k2];
    const next = args[k2 + 1];
    if (arg.startsWith("--") && !arg.includes("=") && next !== void 0 && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      k2++;
    } else out.push(arg);
  }
  return out;
}

// src/cli/command-score.ts
function flagsFrom(v2) {
  return {
    format: v2.format,
    input: v2.input,
    gold: v2.gold,
    system: v2.system,
    compat: v2.compat,
    tagging: v2.tagging,
    strictTags: v2["strict-tags"],
    goldColumn: v2["gold-column"],
    systemColumn: v2["system-column"],
    offsets: v2.offsets,
    beta: v2.beta,
    map: v2.map,
    ignore: v2.ignore,
    types: v2.types,
    attributes: v2.attributes,
    glob: v2.glob,
    goldSuffix: v2["gold-suffix"],
    systemSuffix: v2["system-suffix"],
    textDir: v2["text-dir"],
    charOffsets: v2["char-offsets"],
    labelStudioSystem: v2["label-studio-system"],
    tokens: v2.tokens,
    tokenSuffix: v2["token-suffix"],
    invisibleWords: v2["invisible-words"],
    bdm: v2.bdm
  };
}
async function runScore(args, io2) {
  const { values } = parseCommandArgs("score", args, SCORE_OPTIONS);
  if (values.help === true) {
    io2.stdout(`Usage: goldgate score [options]

${renderOptionHelp(SCORE_OPTIONS)}
`);
    return EXIT.ok;
  }
  if (values.format === "labels") return runLabelScore(values, io2);
  const scheme = values.scheme ?? "strict";
  if (!SPAN_SCHEMES.includes(scheme)) {
    throw new UserError(
      `Invalid value '${scheme}' for 'scheme'. Expected one of: ${SPAN_SCHEMES.join(", ")}.`
    );
  }
  const { config, configDir } = readConfig(values.config, io2);
  const workspace = io2.env.GITHUB_WORKSPACE ?? io2.cwd;
  const settings = resolveScoreSettings(config, flagsFrom(values), {
    configDir,
    cwd: io2.cwd,
    workspace
  });
  const run = scoreCorpus(settings, io2.files, { details: values.details !== void 0 });
  const json = values.json === true || values.out !== void 0 ? renderJson(run.scores) : "";
  if (values.out !== void 0) io2.writeFile(values.out, json);
  if (values.details !== void 0 && run.details !== null) {
    io2.writeFile(
      values.details,
      values.details.endsWith(".csv") ? renderDetailsCsv(run.details.rows()) : renderJson(run.details.rows())
    );
  }
  const color = io2.stdoutIsTty && io2.env.NO_COLOR === void 0;
  io2.stdout(
    values.json === true ? json : renderTerminal(run.scores, { scheme, color })
  );
  return EXIT.ok;
}
function readConfig(path, io2) {
  if (path === void 0) return { config: {}, configDir: io2.cwd };
  const slash = path.lastIndexOf("/");
  return {
    config: loadConfig(path, io2.files),
    configDir: slash === -1 ? io2.cwd : `${io2.cwd}/${path.slice(0, slash)}`
  };
}

// src/cli/command-labels.ts
function column(name, value, fallback) {
  if (value === void 0) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n))
    throw new UserError(`Invalid value '${value}' for '${name}'. Expected an integer.`);
  return n;
}
async function runLabelScore(values, io2) {
  const settings = {
    format: "labels",
    input: values.input ?? null,
    gold: values.gold ?? null,
    system: values.system ?? null,
    goldColumn: column("gold-column", values["gold-column"], -2),
    systemColumn: column("system-column", values["system-column"], -1),
    hierarchy: values.hierarchy ?? null
  };
  const doc = scoreLabelTables(settings, io2.files);
  const json = renderJson(doc);
  if (values.out !== void 0) io2.writeFile(values.out, json);
  io2.stdout(values.json === true ? json : renderLabelsTerminal(doc));
  return gateAndReport(doc, values, io2);
}
function gateAndReport(doc, values, io2) {
  if (values.config === void 0) return EXIT.ok;
  const verdict = gateDocument(doc, loadConfig(values.config, io2.files).gate, values.waive);
  if (verdict === null) return EXIT.ok;
  const color = io2.stdoutIsTty && io2.env.NO_COLOR === void 0;
  io2.stderr(`${renderVerdictLines(verdict, color).join("\n")}
`);
  return verdict.passed ? EXIT.ok : EXIT.gateFailed;
}
var AGREE_OPTIONS = {
  ...SCORE_OPTIONS,
  format: {
    type: "string",
    value: "labels|conll|jsonl|brat|doccano|label-studio|tbf",
    help: "labels: one item, coder, label table; a span format: two or more annotation sets"
  },
  categories: {
    type: "string",
    value: "C,…",
    help: "labels: the declared category inventory (changes S and specific agreement)"
  },
  waive: {
    type: "string",
    value: "REASON",
    help: "with --config: turn gate failures into warnings, saying why"
  },
  markdown: {
    type: "string",
    value: "FILE",
    help: "write the markdown report (pair matrix coloured red 0 · white 0.5 · green 1)"
  }
};
var AGREE_USAGE = `Usage: goldgate agree --format labels TABLE [options]
       goldgate agree --format FORMAT SET_A SET_B [SET_C …] [options]`;
async function runAgree(args, io2) {
  const { values, positionals } = parseCommandArgs("agree", args, AGREE_OPTIONS, {
    allowPositionals: true
  });
  if (values.help === true) {
    io2.stdout(`${AGREE_USAGE}

${renderOptionHelp(AGREE_OPTIONS)}
`);
    return EXIT.ok;
  }
  const json = values.format === void 0 || values.format === "labels" ? agreeLabels(values, positionals, io2) : agreeSpans(values, positionals, io2);
  if (values.out !== void 0) io2.writeFile(values.out, json.json);
  if (values.markdown !== void 0) io2.writeFile(values.markdown, `${json.markdown}
`);
  io2.stdout(values.json === true ? json.json : json.table);
  return gateAndReport(json.doc, values, io2);
}
function rendered(doc, table2, markdown) {
  return { doc, json: renderJson(doc), table: table2(doc), markdown: markdown(doc) };
}
function agreeLabels(values, positionals, io2) {
  const [path, ...extra] = positionals;
  if (path === void 0 || extra.length > 0) {
    throw new UserError(
      "goldgate agree --format labels takes one table (header item, coder, label; a missing judgement has no row)."
    );
  }
  const categories = (values.categories ?? "").split(",").map((c3) => c3.trim()).filter((c3) => c3 !== "");
  const doc = measureLabelAgreement(path, categories, io2.files);
  return rendered(doc, renderAgreementTerminal, renderAgreementMarkdown);
}
function agreeSpans(values, sets, io2) {
  if (sets.length < 2)
    throw new UserError(
      `goldgate agree --format ${values.format} needs two or more annotation sets (files or directories); got ${sets.length}.`
    );
  if (new Set(sets).size !== sets.length)
    throw new UserError("Each annotation set may be named once.");
  const flags = { ...flagsFrom(values), gold: sets[0], system: sets[1] };
  const workspace = io2.env.GITHUB_WORKSPACE ?? io2.cwd;
  const settings = resolveScoreSettings({}, flags, { configDir: io2.cwd, cwd: io2.cwd, workspace });
  const doc = measureSpanAgreement(settings, sets, io2.files);
  return rendered(doc, renderSpanAgreementTerminal, renderSpanAgreementMarkdown);
}

// src/gate/evidence-from-comparison.ts
function isRecord3(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}
function isMetricDelta(node) {
  return isRecord3(node) && typeof node.baseline === "number" && typeof node.current === "number" && isRecord3(node.ci);
}
function baselineSupport(node) {
  const counts3 = node.counts;
  if (!isRecord3(counts3) || !isRecord3(counts3.baseline)) return {};
  const possible = counts3.baseline.possible;
  return typeof possible === "number" ? { possible } : {};
}
function baselineView(node, at2, intervals) {
  if (isMetricDelta(node)) {
    intervals[at2.join(".")] = [node.ci.lower, node.ci.upper];
    return node.baseline;
  }
  if (!isRecord3(node)) return void 0;
  if (node.status === "new") return void 0;
  const out = { ...baselineSupport(node) };
  for (const [key, value] of Object.entries(node)) {
    if (key === "counts") continue;
    const view = baselineView(value, [...at2, key], intervals);
    if (view !== void 0) out[key] = view;
  }
  return Object.keys(out).length === 0 ? void 0 : out;
}
function goldRelation(comparison) {
  const gold = comparison.baseline.gold;
  if (gold === null || !gold.changed) return "same";
  return gold.action === "rescored" ? "rescored" : "changed";
}
function typesWith(comparison, status) {
  if (comparison.kind !== "compared") return [];
  return Object.entries(comparison.types).filter(([, t2]) => t2.status === status).map(([name]) => name).sort();
}
function evidenceFromComparison(current, comparison) {
  if (comparison.kind === "no-baseline") {
    const notes2 = comparison.baseline.notes;
    const disabled = comparison.baseline.requested === "none";
    const reason = notes2.length > 0 ? notes2.join("; ") : "no baseline source produced one";
    return { current, baseline: { kind: disabled ? "disabled" : "missing", reason } };
  }
  const intervals = {};
  const doc = {
    overall: baselineView(comparison.overall, ["overall"], intervals),
    types: baselineView(comparison.types, ["types"], intervals) ?? {},
    macro: baselineView(comparison.macro, ["macro"], intervals)
  };
  const gold = comparison.baseline.gold;
  const baseline2 = {
    kind: "found",
    doc,
    intervals,
    gold: goldRelation(comparison),
    goldSha256: {
      baseline: gold?.baseline ?? comparison.baseline.inputs?.gold.sha256 ?? "",
      current: gold?.current ?? comparison.current.inputs.gold.sha256
    },
    goneTypes: typesWith(comparison, "gone"),
    newTypes: typesWith(comparison, "new")
  };
  return { current, baseline: baseline2 };
}

// src/report/markdown-details.ts
var DETAIL_LIMITS = { annotations: 50, issues: 50 };
function documentRow(d2) {
  return [
    md(d2.id, 80),
    md(points(d2.baseline.f1)),
    md(points(d2.current.f1)),
    md(signedPoints(d2.delta)),
    md(d2.current.possible),
    md(d2.current.actual)
  ];
}
function renderDocuments(c3, scheme) {
  const docs = c3.documents[scheme];
  const header = ["Document", "Baseline F1", "F1", "ΔF1", "Gold", "System"].map((h3) => md(h3));
  const align = ["l", "r", "r", "r", "r", "r"];
  const section3 = (title, list) => list.length === 0 ? md("") : blocks([md(title), table(header, list.map(documentRow), align)]);
  const only = [
    ...c3.documents.onlyBaseline.length > 0 ? [md(`Only in the baseline: ${c3.documents.onlyBaseline.join(", ")}`, 1e3)] : [],
    ...c3.documents.onlyCurrent.length > 0 ? [md(`Only in this run: ${c3.documents.onlyCurrent.join(", ")}`, 1e3)] : []
  ];
  const summary2 = `Per-document changes (${scheme}): ${docs.regressed} regressed, ${docs.improved} improved, ${docs.unchanged} unchanged of ${c3.documents.paired} paired`;
  const body = blocks([
    section3("Largest regressions", docs.regressions),
    section3("Largest improvements", docs.improvements),
    bullets(only)
  ]);
  return details(summary2, body === "" ? md("No document changed.") : body);
}
function stateText(state2) {
  if (state2.system === null) return state2.category;
  const text2 = state2.system.text === void 0 ? "" : ` "${state2.system.text}"`;
  return `${state2.category}: ${state2.system.type}${text2}`;
}
function changeRow(change, broken) {
  if (change.kind === "spurious") {
    const s = change.system;
    const [was, now] = broken ? ["—", "spurious"] : ["spurious", "—"];
    return [
      md(change.document, 60),
      md(s.type, 40),
      md(s.text ?? "", 80),
      md(`${s.start}–${s.end}`),
      md(was),
      md(now)
    ];
  }
  const g2 = change.gold;
  return [
    md(change.document, 60),
    md(g2.type, 40),
    md(g2.text ?? "", 80),
    md(`${g2.start}–${g2.end}`),
    md(stateText(change.baseline), 100),
    md(stateText(change.current), 100)
  ];
}
function renderAnnotations(c3, broken) {
  const list = broken ? c3.annotations.newlyBroken : c3.annotations.newlyFixed;
  const title = `${broken ? "Newly broken" : "Newly fixed"} annotations (${c3.annotations.scheme}): ${list.length}`;
  if (list.length === 0) return md("");
  const limit = DETAIL_LIMITS.annotations;
  const header = ["Document", "Type", "Text", "Span", "Baseline", "Now"].map((h3) => md(h3));
  const rows = list.slice(0, limit).map((change) => changeRow(change, broken));
  const more = list.length > limit ? md(`Showing ${limit} of ${list.length}; the CSV report has every row.`) : md("");
  return details(title, blocks([table(header, rows, ["l", "l", "l", "r", "l", "l"]), more]));
}
function issueItem(issue) {
  const where = issue.file === void 0 ? "" : `${issue.file}${issue.line === void 0 ? "" : `:${issue.line}`}: `;
  return md(`${issue.severity}: ${where}${issue.message}`, 300);
}
function renderIssues(issues) {
  if (issues.length === 0) return md("");
  const limit = DETAIL_LIMITS.issues;
  const items = issues.slice(0, limit).map(issueItem);
  const more = issues.length > limit ? [md(`… and ${issues.length - limit} more (see the JSON report)`)] : [];
  return details(`Data issues: ${plural2(issues.length, "issue")}`, bullets([...items, ...more]));
}
function renderAnnotationsUnavailable(c3) {
  return c3.annotations.available ? md("") : md(`Per-annotation changes: not available (${c3.annotations.reason ?? "no details"}).`, 300);
}

// src/report/markdown-summary.ts
var ICONS = { passed: "✅", failed: "❌", waived: "⚠️" };
function counts2(verdict) {
  const waived = verdict.warnings.filter((w2) => w2.waived).length;
  const parts = [
    verdict.status === "waived" ? plural2(waived, "failure waived", "failures waived") : plural2(verdict.failures.length, "failure"),
    plural2(verdict.warnings.length - waived, "warning")
  ];
  return parts.join(", ");
}
function headlineDelta(comparison, scheme) {
  if (comparison.kind === "no-baseline") {
    const spread = comparison.confidence.overall[scheme].f1;
    return `(95% CI ${points(spread.lower)} … ${points(spread.upper)}); no baseline to compare with.`;
  }
  const d2 = comparison.overall[scheme].f1;
  const against = baselineName(comparison.baseline);
  return `(${signedPoints(d2.delta)} pt against ${against}, 95% CI ${intervalText([d2.ci.lower, d2.ci.upper])}).`;
}
function renderHeadline(run, scheme) {
  const { verdict, scores, comparison } = run;
  const word = verdict.status === "waived" ? "passed with a waiver" : verdict.status;
  const title = raw(`### ${ICONS[verdict.status]} Goldgate ${word}: ${counts2(verdict)}`);
  const f1 = points(scores.overall[scheme].f1);
  const sentence = join4([
    md(`Overall ${scheme} F1`),
    raw(" "),
    strong(md(f1)),
    raw(" "),
    md(
      `on ${plural2(scores.inputs.gold.documents, "document")} ${headlineDelta(comparison, scheme)}`
    )
  ]);
  const waiver = verdict.status === "waived" && verdict.waiver !== null ? join4([strong(md("Waived by:")), raw(" "), md(verdict.waiver, 300)]) : md("");
  return blocks([title, sentence, waiver]);
}
function goldLine(run) {
  const gold = run.scores.inputs.gold;
  const size = `${plural2(gold.documents, "document")}, ${plural2(gold.annotations, "annotation")}`;
  const check = run.comparison.baseline.gold;
  const short2 = (sha) => sha.slice(0, 12);
  if (check === null || !check.changed) {
    const same = check === null ? "" : ", unchanged since the baseline";
    return md(`Gold: ${short2(gold.sha256)}${same} · ${size}`);
  }
  const moved = `${short2(check.baseline)} → ${short2(check.current)}`;
  return check.action === "rescored" ? md(
    `Gold: changed since the baseline (${moved}); the baseline's system output was re-scored on the current gold · ${size}`
  ) : md(
    `Gold: ⚠️ changed since the baseline (${moved}) and not re-scored: the deltas compare different gold sets · ${size}`
  );
}
function baselineLine2(p2) {
  if (p2.source === "none") return md(`Baseline: none (baseline.source: ${p2.requested})`);
  const where = [p2.source, p2.path, p2.commit === null ? null : `commit ${p2.commit.slice(0, 12)}`];
  const tool = p2.toolVersion === null ? [] : [`recorded by Goldgate ${p2.toolVersion}`];
  const parts = [...where, ...tool].filter((x3) => x3 !== null);
  return md(`Baseline: ${baselineName(p2)} (${parts.join(", ")})`, 400);
}
function renderCompared(run, scheme) {
  const { comparison, scores } = run;
  const system = scores.inputs.system;
  const s = comparison.settings;
  const resampling = comparison.kind === "compared" ? `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} paired bootstrap resamples over documents (seed ${s.seed})` : `${Math.round(s.level * 100)}% intervals from ${s.bootstrap.resamples} bootstrap resamples (seed ${s.seed})`;
  const items = [
    baselineLine2(comparison.baseline),
    goldLine(run),
    md(
      `System: ${system.path ?? "(stdin)"} · ${plural2(system.documents, "document")}, ${plural2(system.annotations, "annotation")}`,
      300
    ),
    md(`Scheme: ${scheme} · ${resampling}`),
    ...comparison.baseline.notes.map((note) => md(`Note: ${note}`, 300))
  ];
  return bullets(items);
}
function findingItem(f3) {
  const icon = f3.level === "fail" ? "❌" : "⚠️";
  const waived = f3.waived ? strong(md("waived:")) : md("");
  return join4([raw(`${icon} `), waived, raw(f3.waived ? " " : ""), md(f3.message, 400)]);
}
function renderFindings(verdict, limit) {
  const section3 = (title, list) => {
    if (list.length === 0) return md("");
    const shown = list.slice(0, limit).map(findingItem);
    const more = list.length > limit ? [md(`… and ${list.length - limit} more (see the JSON report)`)] : [];
    return blocks([raw(`**${title}**`), bullets([...shown, ...more])]);
  };
  return blocks([section3("Failures", verdict.failures), section3("Warnings", verdict.warnings)]);
}
function renderFooter(version, links) {
  const pieces = [md(`Goldgate ${version}`), ...links.map((l3) => link(l3.label, l3.url))];
  return join4([raw("<sub>"), join4(pieces, raw(" · ")), raw("</sub>")]);
}

// src/report/markdown-types.ts
var ARROWS = { up: "↑", down: "↓", unchanged: "→" };
function isSignificant(d2) {
  return d2.ci.upper < 0 || d2.ci.lower > 0;
}
function deltaCell(d2) {
  if (d2 === void 0) return md("");
  const text2 = md(`${ARROWS[d2.direction]} ${signedPoints(d2.delta)}`);
  return isSignificant(d2) ? strong(text2) : text2;
}
function ciCell(d2) {
  return d2 === void 0 ? md("") : md(`${signedPoints(d2.ci.lower)} … ${signedPoints(d2.ci.upper)}`);
}
function marks(verdict) {
  const out = /* @__PURE__ */ new Map();
  for (const f3 of verdict.warnings) if (f3.type !== null) out.set(f3.type, "⚠️");
  for (const f3 of verdict.failures) if (f3.type !== null) out.set(f3.type, "❌");
  return out;
}
function typeRows(run, scheme) {
  const c3 = run.comparison;
  const compared = c3.kind === "compared" ? c3 : null;
  const names = /* @__PURE__ */ new Set([...Object.keys(run.scores.types), ...Object.keys(compared?.types ?? {})]);
  return [...names].sort().map((name) => {
    const current = run.scores.types[name]?.[scheme];
    const delta = compared?.types[name];
    return {
      name,
      rates: current,
      support: current?.possible ?? delta?.support.baseline ?? 0,
      delta: delta?.status === "both" ? delta[scheme].f1 : void 0,
      spread: c3.confidence.types[name]?.[scheme].f1,
      status: delta?.status ?? "both"
    };
  });
}
function worstRows(rows, n, flagged) {
  const key = (r2) => [
    flagged.has(r2.name) ? 0 : 1,
    r2.delta?.delta ?? 0,
    r2.rates?.f1 ?? 0
  ];
  return [...rows].sort((a, b3) => {
    const ka = key(a);
    const kb = key(b3);
    for (let k2 = 0; k2 < ka.length; k2++) if (ka[k2] !== kb[k2]) return (ka[k2] ?? 0) - (kb[k2] ?? 0);
    return a.name < b3.name ? -1 : a.name > b3.name ? 1 : 0;
  }).slice(0, n);
}
function rateCells2(r2) {
  return r2 === void 0 ? [md("—"), md("—"), md("—")] : [md(points(r2.precision)), md(points(r2.recall)), md(points(r2.f1))];
}
function spreadCell(s) {
  return s === void 0 ? md("") : md(`${points(s.lower)} … ${points(s.upper)}`);
}
function changeCells(compared, d2, s) {
  return compared ? [deltaCell(d2), ciCell(d2)] : [spreadCell(s)];
}
function rowCells(row2, mark, compared) {
  const status = mark !== "" ? mark : row2.status === "new" ? "🆕" : row2.status === "gone" ? "gone" : "";
  return [
    md(status),
    md(row2.name, 80),
    ...rateCells2(row2.rates),
    ...changeCells(compared, row2.delta, row2.spread),
    md(row2.support)
  ];
}
function summaryRows(run, scheme) {
  const c3 = run.comparison;
  const compared = c3.kind === "compared" ? c3 : null;
  const { overall, macro } = run.scores;
  const conf = c3.confidence;
  const row2 = (label, r2, d2, s, n) => [
    md(""),
    strong(md(label)),
    ...rateCells2(r2),
    ...changeCells(compared !== null, d2, s),
    md(n)
  ];
  return [
    row2(
      "micro",
      overall[scheme],
      compared?.overall[scheme].f1,
      conf.overall[scheme].f1,
      String(overall[scheme].possible)
    ),
    row2(
      "macro (types)",
      macro.types[scheme],
      compared?.macro.types[scheme].f1,
      conf.macro.types[scheme].f1,
      `${macro.types[scheme].n} types`
    ),
    row2(
      "macro (documents)",
      macro.documents[scheme],
      compared?.macro.documents[scheme].f1,
      conf.macro.documents[scheme].f1,
      `${macro.documents[scheme].n} docs`
    )
  ];
}
function renderTypeTable(run, scheme, selection) {
  const compared = run.comparison.kind === "compared";
  const flagged = marks(run.verdict);
  const all = typeRows(run, scheme);
  const rows = selection.kind === "all" ? all : worstRows(all, selection.n, flagged);
  const change = compared ? ["ΔF1", "95% CI"] : ["F1 95% CI"];
  const header = ["", "Type", "P", "R", "F1", ...change, "Support"].map((h3) => md(h3));
  const align = ["c", "l", "r", "r", "r", ...change.map(() => "r"), "r"];
  const body = [
    ...rows.map((r2) => rowCells(r2, flagged.get(r2.name) ?? "", compared)),
    ...summaryRows(run, scheme)
  ];
  const shown = selection.kind === "all" ? "" : ` Showing the ${rows.length} worst of ${all.length} types.`;
  const meaning = compared ? "ΔF1 against the baseline, bold when its 95% interval excludes 0" : "F1 95% CI: bootstrap over documents";
  const legend = md(`${scheme} scheme, in points; ${meaning}; support = gold annotations.${shown}`);
  return blocks([
    raw(`**Per type (${scheme})**`),
    table(header, body, align),
    raw(`<sub>${legend}</sub>`)
  ]);
}

// src/report/markdown.ts
var GITHUB_BODY_LIMIT = 65536;
var DEFAULT_MARKDOWN_OPTIONS = Object.freeze({
  scheme: "strict",
  links: Object.freeze([]),
  budget: GITHUB_BODY_LIMIT,
  worstTypes: 25
});
var SHRINK_STEPS = ["annotations", "documents", "issues", "types", "findings"];
var SHRUNK_FINDINGS = 10;
function typeCount(run) {
  const c3 = run.comparison;
  return (/* @__PURE__ */ new Set([
    ...Object.keys(run.scores.types),
    ...c3.kind === "compared" ? Object.keys(c3.types) : []
  ])).size;
}
function droppedText(step, run, shrink) {
  const c3 = run.comparison.kind === "compared" ? run.comparison : null;
  const annotations = (c3?.annotations.newlyBroken.length ?? 0) + (c3?.annotations.newlyFixed.length ?? 0);
  const types = typeCount(run);
  const findings = Math.max(run.verdict.failures.length, run.verdict.warnings.length);
  const texts = {
    annotations: annotations === 0 ? null : `newly broken and fixed annotations (${plural2(annotations, "row")})`,
    documents: c3 === null ? null : "per-document changes",
    issues: run.scores.issues.length === 0 ? null : `data issues (${run.scores.issues.length})`,
    types: `type rows beyond the worst ${shrink.typeRows} (${plural2(types - shrink.typeRows, "row")})`,
    findings: findings <= SHRUNK_FINDINGS ? null : `failures and warnings beyond the first ${SHRUNK_FINDINGS} of each`
  };
  return texts[step];
}
function notice(run, shrink) {
  const what = shrink.dropped.flatMap((s) => droppedText(s, run, shrink) ?? []);
  if (what.length === 0) return md("");
  return md(
    `✂️ Shortened to fit GitHub's ${GITHUB_BODY_LIMIT}-character limit. Dropped: ${what.join("; ")}. The JSON and CSV reports have everything.`,
    2e3
  );
}
function details2(run, scheme, dropped) {
  const c3 = run.comparison;
  const keep = (step) => !dropped.includes(step);
  const compared = c3.kind === "compared" ? c3 : null;
  return [
    compared !== null && keep("documents") ? renderDocuments(compared, scheme) : md(""),
    compared !== null && keep("annotations") ? renderAnnotationsUnavailable(compared) : md(""),
    compared !== null && keep("annotations") ? renderAnnotations(compared, true) : md(""),
    compared !== null && keep("annotations") ? renderAnnotations(compared, false) : md(""),
    keep("issues") ? renderIssues(run.scores.issues) : md("")
  ];
}
function compose(run, options, shrink) {
  const { scheme } = options;
  const { dropped } = shrink;
  const findingLimit = dropped.includes("findings") ? SHRUNK_FINDINGS : Number.POSITIVE_INFINITY;
  const types = dropped.includes("types") ? { kind: "worst", n: shrink.typeRows } : { kind: "all" };
  const body = blocks([
    renderHeadline(run, scheme),
    notice(run, shrink),
    renderCompared(run, scheme),
    renderFindings(run.verdict, findingLimit),
    ...run.verdict.skipped.map((s) => md(`ℹ️ ${s}`, 300)),
    renderTypeTable(run, scheme, types),
    ...details2(run, scheme, dropped),
    raw("---"),
    renderFooter(run.tool.version, options.links)
  ]);
  return `${body}
`;
}
function fitTypes(run, options) {
  const dropped = SHRINK_STEPS.slice(0, 4);
  const at2 = (typeRows2) => compose(run, options, { dropped, typeRows: typeRows2 });
  const total2 = typeCount(run);
  let lo = Math.min(options.worstTypes, total2);
  let best = at2(lo);
  if (best.length > options.budget) return null;
  let hi = total2 - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const body = at2(mid);
    if (body.length <= options.budget) [lo, best] = [mid, body];
    else hi = mid - 1;
  }
  return best;
}
function renderMarkdown(run, options = DEFAULT_MARKDOWN_OPTIONS) {
  const all = typeCount(run);
  for (let k2 = 0; k2 <= 3; k2++) {
    const body2 = compose(run, options, { dropped: SHRINK_STEPS.slice(0, k2), typeRows: all });
    if (body2.length <= options.budget) return body2;
  }
  const fitted = fitTypes(run, options);
  if (fitted !== null) return fitted;
  const typeRows2 = Math.min(options.worstTypes, all);
  const body = compose(run, options, { dropped: SHRINK_STEPS, typeRows: typeRows2 });
  if (body.length <= options.budget) return body;
  const tail = `

✂️ Cut at ${options.budget} characters. The JSON and CSV reports have everything.
`;
  const cut = body.slice(0, Math.max(0, options.budget - tail.length));
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf("\n")))}${tail}`;
}

// src/baseline/annotation-changes.ts
var order2 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function correctCategories(scheme) {
  return new Set(
    CLASH_CATEGORIES.filter((c3) => {
      const t2 = emptyTally();
      t2[c3] = 1;
      return schemeCounts(t2, scheme).correct === 1;
    })
  );
}
function sideRows(table2) {
  const gold = [];
  const lone = [];
  for (const i of table2.sortedOrder()) (table2.hasGold(i) ? gold : lone).push(i);
  return { table: table2, gold, lone };
}
var GOLD_FIELDS = ["goldType", "goldStart", "goldEnd"];
var SYSTEM_FIELDS = ["systemType", "systemStart", "systemEnd"];
function compareKeys(a, i, b3, j3, side2) {
  const doc = order2(a.text(a.field(i, "document")), b3.text(b3.field(j3, "document")));
  if (doc !== 0) return doc;
  const [type, start, end] = side2 === 0 ? GOLD_FIELDS : SYSTEM_FIELDS;
  return order2(a.field(i, start), b3.field(j3, start)) || order2(a.field(i, end), b3.field(j3, end)) || order2(a.text(a.field(i, type)), b3.text(b3.field(j3, type)));
}
function walkGroups(base, baseRows, cur, curRows, side2, each) {
  let i = 0;
  let j3 = 0;
  while (i < baseRows.length || j3 < curRows.length) {
    const bi = baseRows[i];
    const cj = curRows[j3];
    const c3 = bi === void 0 ? 1 : cj === void 0 ? -1 : compareKeys(base, bi, cur, cj, side2);
    const b3 = [];
    const n = [];
    const head = c3 <= 0 ? bi : cj;
    const headTable = c3 <= 0 ? base : cur;
    while (i < baseRows.length && compareKeys(base, baseRows[i], headTable, head, side2) === 0)
      b3.push(baseRows[i++]);
    while (j3 < curRows.length && compareKeys(cur, curRows[j3], headTable, head, side2) === 0)
      n.push(curRows[j3++]);
    each(b3, n);
  }
}
var state = (t2, i) => ({
  category: t2.category(i),
  system: t2.span(i, 1) ?? null
});
function goldChanges(base, b3, cur, c3, right, out) {
  const n = Math.min(b3.length, c3.length);
  const split = (t2, rows) => ({
    yes: rows.filter((i) => right.has(t2.category(i))).slice(0, n),
    no: rows.filter((i) => !right.has(t2.category(i)))
  });
  const then = split(base.table, b3);
  const now = split(cur.table, c3);
  const change = (x3, y2) => {
    const gold = y2 === void 0 ? void 0 : cur.table.span(y2, 0);
    if (x3 === void 0 || y2 === void 0 || gold === void 0) return [];
    const document2 = cur.table.text(cur.table.field(y2, "document"));
    const baseline2 = state(base.table, x3);
    return [{ kind: "gold", document: document2, gold, baseline: baseline2, current: state(cur.table, y2) }];
  };
  for (let k2 = 0; k2 < then.yes.length - now.yes.length; k2++)
    out.broken.push(...change(then.yes[k2], now.no[k2]));
  for (let k2 = 0; k2 < now.yes.length - then.yes.length; k2++)
    out.fixed.push(...change(then.no[k2], now.yes[k2]));
}
function spurious(t2, rows) {
  return rows.flatMap((i) => {
    const system = t2.span(i, 1);
    const document2 = t2.text(t2.field(i, "document"));
    return system === void 0 ? [] : [{ kind: "spurious", document: document2, system }];
  });
}
function sortKey(c3) {
  const s = c3.kind === "gold" ? c3.gold : c3.system;
  return [c3.document, s.start, s.end, s.type, c3.kind];
}
function byPosition(a, b3) {
  const ka = sortKey(a);
  const kb = sortKey(b3);
  for (let k2 = 0; k2 < ka.length; k2++) {
    const x3 = ka[k2] ?? "";
    const y2 = kb[k2] ?? "";
    if (x3 !== y2) return x3 < y2 ? -1 : 1;
  }
  return 0;
}
function annotationChanges(baseline2, current, scheme) {
  if (baseline2 === null || current === null) {
    const side2 = baseline2 === null ? "the baseline" : "the current side";
    const reason = `${side2} has no alignment details (record baselines with 'goldgate record'; pass --current-details with --current)`;
    return { scheme, available: false, reason, newlyBroken: [], newlyFixed: [] };
  }
  const right = correctCategories(scheme);
  const out = { broken: [], fixed: [] };
  const base = sideRows(baseline2);
  const cur = sideRows(current);
  walkGroups(baseline2, base.gold, current, cur.gold, 0, (b3, c3) => {
    if (c3.length > 0) goldChanges(base, b3, cur, c3, right, out);
  });
  walkGroups(baseline2, base.lone, current, cur.lone, 1, (b3, c3) => {
    out.broken.push(...spurious(current, c3.slice(b3.length)));
    out.fixed.push(...spurious(baseline2, b3.slice(c3.length)));
  });
  return {
    scheme,
    available: true,
    reason: null,
    newlyBroken: out.broken.sort(byPosition),
    newlyFixed: out.fixed.sort(byPosition)
  };
}

// src/baseline/comparison.ts
var COMPARISON_SCHEMA = "goldgate/comparison@1";
var BASELINE_SOURCES = ["release-asset", "tag-file", "tag-rescore", "path"];
var BASELINE_SOURCE_SETTINGS = ["auto", ...BASELINE_SOURCES, "none"];

// src/baseline/document-deltas.ts
var UNCHANGED_BELOW = 1e-9;
var byId2 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function side(row2, scheme, beta) {
  const s = scoreTally(row2.clash, scheme, beta);
  return { correct: s.correct, possible: s.possible, actual: s.actual, f1: s.f1 };
}
function schemeDocuments(pairs, scheme, beta, top2) {
  const rows = pairs.map(([b3, c3]) => {
    const baseline2 = side(b3, scheme, beta);
    const current = side(c3, scheme, beta);
    return { id: c3.id, baseline: baseline2, current, delta: current.f1 - baseline2.f1 };
  });
  const down = rows.filter((r2) => r2.delta <= -UNCHANGED_BELOW).sort((x3, y2) => x3.delta - y2.delta || byId2(x3.id, y2.id));
  const up = rows.filter((r2) => r2.delta >= UNCHANGED_BELOW).sort((x3, y2) => y2.delta - x3.delta || byId2(x3.id, y2.id));
  return {
    improved: up.length,
    regressed: down.length,
    unchanged: rows.length - up.length - down.length,
    regressions: down.slice(0, top2),
    improvements: up.slice(0, top2)
  };
}
function documentDeltas(baseline2, current, beta, top2) {
  const byDocument = new Map(baseline2.map((row2) => [row2.id, row2]));
  const pairs = [];
  for (const row2 of [...current].sort((a, b3) => byId2(a.id, b3.id))) {
    const old = byDocument.get(row2.id);
    if (old !== void 0) pairs.push([old, row2]);
  }
  const out = {};
  for (const scheme of SPAN_SCHEMES) out[scheme] = schemeDocuments(pairs, scheme, beta, top2);
  return out;
}

// src/baseline/side-metrics.ts
function clashClasses() {
  const bySignature = /* @__PURE__ */ new Map();
  for (const category of CLASH_CATEGORIES) {
    const t2 = emptyTally();
    t2[category] = 1;
    const signature = JSON.stringify(SPAN_SCHEMES.map((s) => schemeCounts(t2, s)));
    const members = bySignature.get(signature);
    if (members === void 0) bySignature.set(signature, [category]);
    else members.push(category);
  }
  return [...bySignature.values()];
}
function createLayout(types, beta) {
  const classes = clashClasses();
  const rates3 = beta === 1 ? ["precision", "recall", "f1"] : ["precision", "recall", "f1", "fbeta"];
  const groups = 1 + types.length;
  const scoredAt = groups * classes.length;
  const metricRows = groups + 3;
  return {
    types,
    classes,
    rates: rates3,
    beta,
    groups,
    scoredAt,
    width: scoredAt + 1 + SPAN_SCHEMES.length * rates3.length,
    metricRows,
    metrics: metricRows * SPAN_SCHEMES.length * rates3.length
  };
}
function docRateAt(layout, scheme, rate) {
  return layout.scoredAt + 1 + scheme * layout.rates.length + rate;
}
function metricAt(layout, row2, scheme, rate) {
  return (row2 * SPAN_SCHEMES.length + scheme) * layout.rates.length + rate;
}
function groupTally(sums, layout, group) {
  const t2 = emptyTally();
  layout.classes.forEach((members, k2) => {
    const first = members[0];
    if (first !== void 0) t2[first] = sums[group * layout.classes.length + k2] ?? 0;
  });
  return t2;
}
function weightedRates2(rows, beta) {
  const support = rows.reduce((acc, r2) => acc + r2.possible, 0);
  const w2 = (pick2) => ratio(
    rows.reduce((acc, r2) => acc + pick2(r2) * r2.possible, 0),
    support
  );
  const base = { precision: w2((r2) => r2.precision), recall: w2((r2) => r2.recall), f1: w2((r2) => r2.f1) };
  return beta === 1 ? base : { ...base, fbeta: w2((r2) => r2.fbeta ?? 0) };
}
function documentRates(sums, layout, scheme) {
  const scored = sums[layout.scoredAt] ?? 0;
  const at2 = (rate) => ratio(sums[docRateAt(layout, scheme, rate)] ?? 0, scored);
  const base = { precision: at2(0), recall: at2(1), f1: at2(2) };
  return layout.beta === 1 ? base : { ...base, fbeta: at2(3) };
}
function writeRates(out, layout, row2, s, r2) {
  layout.rates.forEach((key, k2) => {
    out[metricAt(layout, row2, s, k2)] = r2[key] ?? 0;
  });
}
function measureSide(sums, layout, ownTypes, out) {
  const perType = SPAN_SCHEMES.map(() => []);
  for (let g3 = 0; g3 < layout.groups; g3++) {
    const tally = groupTally(sums, layout, g3);
    const own = g3 > 0 && ownTypes[g3 - 1] === true;
    SPAN_SCHEMES.forEach((scheme, s) => {
      const score = scoreTally(tally, scheme, layout.beta);
      writeRates(out, layout, g3, s, score);
      if (own) perType[s]?.push(score);
    });
  }
  const g2 = layout.groups;
  SPAN_SCHEMES.forEach((_3, s) => {
    const rows = perType[s] ?? [];
    writeRates(out, layout, g2, s, meanRates(rows, layout.beta));
    writeRates(out, layout, g2 + 1, s, weightedRates2(rows, layout.beta));
    writeRates(out, layout, g2 + 2, s, documentRates(sums, layout, s));
  });
}

// src/baseline/comparison-rows.ts
function perScheme2(make) {
  const out = {};
  SPAN_SCHEMES.forEach((scheme, s) => {
    out[scheme] = make(scheme, s);
  });
  return out;
}
function directionOf(delta) {
  return delta >= UNCHANGED_BELOW ? "up" : delta <= -UNCHANGED_BELOW ? "down" : "unchanged";
}
function ratesAt(layout, row2, s, make) {
  const base = {
    precision: make(metricAt(layout, row2, s, 0)),
    recall: make(metricAt(layout, row2, s, 1)),
    f1: make(metricAt(layout, row2, s, 2))
  };
  return layout.rates.length > 3 ? { ...base, fbeta: make(metricAt(layout, row2, s, 3)) } : base;
}
function metricDelta(sig, k2) {
  const baseline2 = sig.baseline[k2] ?? 0;
  const current = sig.current[k2] ?? 0;
  const delta = current - baseline2;
  const ci = sig.ci[k2] ?? { lower: delta, upper: delta };
  return { baseline: baseline2, current, delta, direction: directionOf(delta), ci, p: sig.p[k2] ?? 1 };
}
function sideTotals(rows) {
  const overall = emptyTally();
  const types = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    addTally(overall, row2.clash);
    for (const [type, t2] of Object.entries(row2.types)) {
      const into = types.get(type) ?? emptyTally();
      addTally(into, t2);
      types.set(type, into);
    }
  }
  return { overall, types };
}
function typeStatus(m2, k2) {
  const inBase = m2.ownTypes.baseline[k2] === true;
  const inCur = m2.ownTypes.current[k2] === true;
  return inBase && inCur ? "both" : inCur ? "new" : "gone";
}
function deltaRows(sig, m2, sides) {
  const layout = m2.layout;
  const base = sideTotals(sides.baseline);
  const cur = sideTotals(sides.current);
  const micro = (row2, b3, c3) => perScheme2((scheme, s) => ({
    ...ratesAt(layout, row2, s, (k2) => metricDelta(sig, k2)),
    counts: { baseline: schemeCounts(b3, scheme), current: schemeCounts(c3, scheme) }
  }));
  const types = {};
  layout.types.forEach((type, k2) => {
    const b3 = base.types.get(type) ?? emptyTally();
    const c3 = cur.types.get(type) ?? emptyTally();
    const support = {
      baseline: schemeCounts(b3, "strict").possible,
      current: schemeCounts(c3, "strict").possible
    };
    types[type] = { ...micro(1 + k2, b3, c3), status: typeStatus(m2, k2), support };
  });
  const count3 = (own) => own.filter((x3) => x3).length;
  const scored = (rows) => rows.filter((r2) => r2.gold + r2.system > 0).length;
  const macro = (row2, n) => perScheme2((_3, s) => ({ ...ratesAt(layout, row2, s, (k2) => metricDelta(sig, k2)), n }));
  const typesN = { baseline: count3(m2.ownTypes.baseline), current: count3(m2.ownTypes.current) };
  const g2 = layout.groups;
  return {
    overall: micro(0, base.overall, cur.overall),
    types,
    macro: {
      types: macro(g2, typesN),
      weighted: macro(g2 + 1, typesN),
      documents: macro(g2 + 2, { baseline: scored(sides.baseline), current: scored(sides.current) })
    }
  };
}
function confidenceRows(sig, m2) {
  const layout = m2.layout;
  const spreads = (row2) => perScheme2(
    (_3, s) => ratesAt(
      layout,
      row2,
      s,
      (k2) => sig.spread[k2] ?? { mean: 0, variance: 0, sd: 0, lower: 0, upper: 0 }
    )
  );
  const types = {};
  layout.types.forEach((type, k2) => {
    if (m2.ownTypes.current[k2] === true) types[type] = spreads(1 + k2);
  });
  const g2 = layout.groups;
  return {
    overall: spreads(0),
    types,
    macro: { types: spreads(g2), weighted: spreads(g2 + 1), documents: spreads(g2 + 2) }
  };
}

// src/baseline/block-sums.ts
var BLOCK = 8;
var PATTERNS = 1 << BLOCK;
var PACK = 2 ** 26;
var PartSummer = class {
  constructor(part) {
    this.part = part;
    this.width = part.slots.length;
    this.patterns = new Float64Array(PATTERNS * this.width);
    this.out = new Float64Array(this.width * BLOCK);
  }
  part;
  width;
  patterns;
  /** Sums of the block, interleaved: column c of vector j at c·8 + j. */
  out;
  addPlane(bytes, bit) {
    const { table: table2, rows } = this.part;
    const { width, patterns, out } = this;
    patterns.fill(0);
    const count3 = width === 0 ? 0 : table2.length / width;
    for (let r2 = 0; r2 < count3; r2++) {
      const byte = bytes[rows === null ? r2 : rows[r2]];
      if (byte === 0) continue;
      const g2 = byte * width;
      const base = r2 * width;
      for (let c3 = 0; c3 < width; c3++)
        patterns[g2 + c3] = patterns[g2 + c3] + table2[base + c3];
    }
    for (let byte = 1; byte < PATTERNS; byte++) {
      const g2 = byte * width;
      for (let j3 = 0; j3 < BLOCK; j3++) {
        if ((byte & 1 << j3) === 0) continue;
        for (let c3 = 0; c3 < width; c3++)
          out[c3 * BLOCK + j3] = out[c3 * BLOCK + j3] + bit * patterns[g2 + c3];
      }
    }
  }
  /** Writes vector j's sums of this part into their slots, unpacking packed pairs. */
  scatter(j3, sums) {
    const { slots, low } = this.part;
    for (let c3 = 0; c3 < slots.length; c3++) {
      const v2 = this.out[c3 * BLOCK + j3];
      const lo = low[c3];
      if (lo < 0) sums[slots[c3]] = v2;
      else {
        const high = Math.round(v2 / PACK);
        sums[slots[c3]] = high;
        sums[lo] = v2 - high * PACK;
      }
    }
  }
};
function planeBytes(weights, shift, bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const k2 = i * BLOCK;
    let byte = 0;
    for (let j3 = 0; j3 < BLOCK; j3++) byte |= (weights[k2 + j3] >> shift & 1) << j3;
    bytes[i] = byte;
  }
}
function forEachSum(vectors, n, parts, width, each) {
  const summers = parts.map((p2) => new PartSummer(p2));
  const weights = new Int32Array(n * BLOCK);
  const bytes = new Uint8Array(n);
  const sums = new Float64Array(width);
  for (let first = 0; first < vectors.count; first += BLOCK) {
    const size = Math.min(BLOCK, vectors.count - first);
    weights.fill(0);
    for (let j3 = 0; j3 < size; j3++) vectors.fill(weights, j3);
    let top2 = 0;
    for (let k2 = 0; k2 < weights.length; k2++) top2 |= weights[k2];
    for (const s of summers) s.out.fill(0);
    for (let shift = 0, bit = 1; bit <= top2; shift++, bit *= 2) {
      planeBytes(weights, shift, bytes);
      for (const s of summers) s.addPlane(bytes, bit);
    }
    for (let j3 = 0; j3 < size; j3++) {
      sums.fill(0);
      for (const s of summers) s.scatter(j3, sums);
      each(sums);
    }
  }
}

// src/baseline/table-part.ts
var HALF_PACK = PACK / 2;
function changedRows(table2, u2) {
  const rows = [];
  for (let i = 0; i * u2 < table2.length; i++) {
    if (table2.subarray(i * u2, (i + 1) * u2).some((x3) => x3 !== 0)) rows.push(i);
  }
  return Int32Array.from(rows);
}
function columnStats(table2, u2, picked) {
  const live = new Array(u2).fill(false);
  const integral = new Array(u2).fill(true);
  const top2 = new Array(u2).fill(0);
  for (const i of picked) {
    for (let c3 = 0; c3 < u2; c3++) {
      const x3 = table2[i * u2 + c3] ?? 0;
      if (x3 === 0) continue;
      live[c3] = true;
      if (!Number.isInteger(x3)) integral[c3] = false;
      top2[c3] = Math.max(top2[c3] ?? 0, Math.abs(x3));
    }
  }
  return { live, integral, top: top2 };
}
function buildTablePart(table2, u2, rows, weightTotal) {
  const picked = rows === null ? Array.from({ length: table2.length / u2 }, (_3, i) => i) : [...rows];
  const stats = columnStats(table2, u2, picked);
  const live = Array.from({ length: u2 }, (_3, c3) => c3).filter((c3) => stats.live[c3]);
  const ints = live.filter(
    (c3) => stats.integral[c3] && (stats.top[c3] ?? 0) * weightTotal < HALF_PACK
  );
  const pairs = [];
  for (let k2 = 0; k2 + 1 < ints.length; k2 += 2) pairs.push([ints[k2] ?? 0, ints[k2 + 1] ?? 0]);
  const paired = new Set(pairs.flat());
  const single = live.filter((c3) => !paired.has(c3));
  const width = pairs.length + single.length;
  const out = new Float64Array(picked.length * width);
  picked.forEach((i, r2) => {
    pairs.forEach(([hi, lo], k2) => {
      out[r2 * width + k2] = (table2[i * u2 + hi] ?? 0) * PACK + (table2[i * u2 + lo] ?? 0);
    });
    single.forEach((c3, k2) => {
      out[r2 * width + pairs.length + k2] = table2[i * u2 + c3] ?? 0;
    });
  });
  return {
    table: out,
    rows,
    slots: Int32Array.from([...pairs.map(([hi]) => hi), ...single]),
    low: Int32Array.from([...pairs.map(([, lo]) => lo), ...single.map(() => -1)])
  };
}

// src/baseline/paired-matrix.ts
var byId3 = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function indexRows(rows, side2) {
  const out = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    if (out.has(row2.id)) throw new InternalError(`${side2} scores list document '${row2.id}' twice`);
    out.set(row2.id, row2);
  }
  return out;
}
function typesOf(rows) {
  const out = /* @__PURE__ */ new Set();
  for (const row2 of rows) for (const type of Object.keys(row2.types)) out.add(type);
  return out;
}
function fillRow(table2, n, i, row2, layout, typeIndex) {
  const k2 = layout.classes.length;
  const addTally2 = (group, t2) => {
    layout.classes.forEach((members, c3) => {
      let sum2 = 0;
      for (const category of members) sum2 += t2[category];
      table2[(group * k2 + c3) * n + i] = sum2;
    });
  };
  addTally2(0, row2.clash);
  for (const [type, tally] of Object.entries(row2.types))
    addTally2(1 + (typeIndex.get(type) ?? 0), tally);
  if (row2.gold + row2.system === 0) return;
  table2[layout.scoredAt * n + i] = 1;
  SPAN_SCHEMES.forEach((scheme, s) => {
    const score = scoreTally(row2.clash, scheme, layout.beta);
    layout.rates.forEach((key, r2) => {
      table2[docRateAt(layout, s, r2) * n + i] = score[key] ?? 0;
    });
  });
}
function sideTable(ids, rows, layout, typeIndex) {
  const n = ids.length;
  const table2 = new Float64Array(layout.width * n);
  ids.forEach((id, i) => {
    const row2 = rows.get(id);
    if (row2 !== void 0) fillRow(table2, n, i, row2, layout, typeIndex);
  });
  return table2;
}
function dedupeColumns(a, b3, width, n) {
  const columnOf = new Int32Array(width);
  const kept = [];
  const same = (f3, g2) => {
    for (let i = 0; i < n; i++) {
      if (a[f3 * n + i] !== a[g2 * n + i] || b3[f3 * n + i] !== b3[g2 * n + i]) return false;
    }
    return true;
  };
  for (let f3 = 0; f3 < width; f3++) {
    const found = kept.findIndex((g2) => same(f3, g2));
    columnOf[f3] = found === -1 ? kept.push(f3) - 1 : found;
  }
  return { columnOf, kept };
}
function columnSums(table2, width, n) {
  const out = new Float64Array(width);
  for (let f3 = 0; f3 < width; f3++) {
    let sum2 = 0;
    for (let i = 0; i < n; i++) sum2 += table2[f3 * n + i] ?? 0;
    out[f3] = sum2;
  }
  return out;
}
function storeColumns(a, b3, kept, n) {
  const u2 = kept.length;
  const baseline2 = new Float64Array(n * u2);
  const diff = new Float64Array(n * u2);
  kept.forEach((f3, c3) => {
    for (let i = 0; i < n; i++) {
      const x3 = a[f3 * n + i] ?? 0;
      baseline2[i * u2 + c3] = x3;
      diff[i * u2 + c3] = (b3[f3 * n + i] ?? 0) - x3;
    }
  });
  return {
    baseline: buildTablePart(baseline2, u2, null, n),
    changes: buildTablePart(diff, u2, changedRows(diff, u2), n)
  };
}
function buildPairedMatrix(baseline2, current, beta) {
  const base = indexRows(baseline2, "baseline");
  const cur = indexRows(current, "current");
  const ids = [.../* @__PURE__ */ new Set([...base.keys(), ...cur.keys()])].sort(byId3);
  const baseTypes = typesOf(baseline2);
  const curTypes = typesOf(current);
  const types = [.../* @__PURE__ */ new Set([...baseTypes, ...curTypes])].sort(byId3);
  const layout = createLayout(types, beta);
  const typeIndex = new Map(types.map((t2, k2) => [t2, k2]));
  const n = ids.length;
  const a = sideTable(ids, base, layout, typeIndex);
  const b3 = sideTable(ids, cur, layout, typeIndex);
  const { columnOf, kept } = dedupeColumns(a, b3, layout.width, n);
  return {
    ids,
    onlyBaseline: ids.filter((id) => !cur.has(id)),
    onlyCurrent: ids.filter((id) => !base.has(id)),
    layout,
    ownTypes: {
      baseline: types.map((t2) => baseTypes.has(t2)),
      current: types.map((t2) => curTypes.has(t2))
    },
    columns: kept.length,
    columnOf,
    kept,
    ...storeColumns(a, b3, kept, n),
    totals: { baseline: columnSums(a, layout.width, n), current: columnSums(b3, layout.width, n) }
  };
}

// src/baseline/seeded-random.ts
var TWO_32 = 4294967296;
var TWO_31 = 2147483648;
function splitmix32(seed2) {
  let state2 = seed2 >>> 0;
  return () => {
    state2 = state2 + 2654435769 >>> 0;
    let z3 = state2;
    z3 = Math.imul(z3 ^ z3 >>> 16, 569420461);
    z3 = Math.imul(z3 ^ z3 >>> 15, 1935289751);
    return (z3 ^ z3 >>> 15) >>> 0;
  };
}
var rotl = (x3, k2) => x3 << k2 | x3 >>> 32 - k2;
var Xoshiro128 = class {
  s0;
  s1;
  s2;
  s3;
  lastN = 0;
  limit = 0;
  constructor(seed2) {
    const mix2 = splitmix32(seed2);
    [this.s0, this.s1, this.s2, this.s3] = [mix2() | 0, mix2() | 0, mix2() | 0, mix2() | 0];
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }
  nextUint32 = () => {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9);
    const t2 = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t2;
    this.s3 = rotl(this.s3, 11);
    return result >>> 0;
  };
  /** The largest multiple of n not above 2^31: 31-bit draws at or over it are rejected. */
  limitFor(n) {
    if (n !== this.lastN) {
      this.lastN = n;
      this.limit = TWO_31 - TWO_31 % n;
    }
    return this.limit;
  }
  // The 31 high bits keep the arithmetic on small integers; rejecting the top partial block
  // makes every result equally likely.
  below = (n) => {
    if (n > TWO_31) return belowWide(this.nextUint32, n);
    const limit = this.limitFor(n);
    for (; ; ) {
      const x3 = this.nextUint32() >>> 1;
      if (x3 < limit) return x3 % n;
    }
  };
  fillBelow = (n, out) => {
    if (n > TWO_31) {
      for (let k2 = 0; k2 < out.length; k2++) out[k2] = this.below(n);
      return;
    }
    const limit = this.limitFor(n);
    let { s0, s1, s2, s3 } = this;
    for (let k2 = 0; k2 < out.length; ) {
      const x3 = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 1;
      const t2 = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t2;
      s3 = rotl(s3, 11);
      if (x3 < limit) out[k2++] = x3 % n;
    }
    [this.s0, this.s1, this.s2, this.s3] = [s0, s1, s2, s3];
  };
};
function createRandom(seed2) {
  return new Xoshiro128(seed2);
}
function belowWide(next, n) {
  const limit = TWO_32 - TWO_32 % n;
  for (; ; ) {
    const x3 = next();
    if (x3 < limit) return x3 % n;
  }
}

// src/baseline/bootstrap.ts
function planBootstrap(n, requested) {
  let all = 1;
  for (let k2 = 0; k2 < n && all <= requested; k2++) all *= n;
  return all <= requested ? { exact: true, count: all } : { exact: false, count: requested };
}
function bootstrapVectors(n, plan, seed2) {
  const digits = new Int32Array(n);
  const random = createRandom(seed2);
  const exact = (into, j3) => {
    for (const d2 of digits) into[d2 * BLOCK + j3] = into[d2 * BLOCK + j3] + 1;
    for (let k2 = 0; k2 < n; k2++) {
      digits[k2] = (digits[k2] + 1) % n;
      if (digits[k2] !== 0) break;
    }
  };
  const draws = new Int32Array(n);
  const drawn = (into, j3) => {
    random.fillBelow(n, draws);
    for (const i of draws) into[i * BLOCK + j3] = into[i * BLOCK + j3] + 1;
  };
  return { count: plan.count, fill: plan.exact ? exact : drawn };
}
function quantile(sorted, q3) {
  const b3 = sorted.length;
  if (b3 === 0) return 0;
  const rank = Math.min(b3, Math.max(1, Math.ceil(q3 * b3 - 1e-9)));
  return sorted[rank - 1] ?? 0;
}
function percentileInterval(sorted, level) {
  const tail = (1 - level) / 2;
  return { lower: quantile(sorted, tail), upper: quantile(sorted, 1 - tail) };
}
function spreadOf(samples, level) {
  const b3 = samples.length;
  let sum2 = 0;
  for (const x3 of samples) sum2 += x3;
  const mean = b3 === 0 ? 0 : sum2 / b3;
  let squares = 0;
  for (const x3 of samples) squares += (x3 - mean) * (x3 - mean);
  const variance = b3 < 2 ? 0 : squares / (b3 - 1);
  samples.sort();
  return { mean, variance, sd: Math.sqrt(variance), ...percentileInterval(samples, level) };
}

// src/baseline/randomization.ts
function planRandomization(n, requested) {
  const all = n < 52 ? 2 ** n : Number.POSITIVE_INFINITY;
  return all <= requested ? { exact: true, count: all } : { exact: false, count: requested };
}
function swapVectors(n, plan, seed2) {
  const random = createRandom(seed2);
  let r2 = 0;
  const exact = (into, j3) => {
    for (let k2 = 0; k2 < n; k2++) into[k2 * BLOCK + j3] = Math.floor(r2 / 2 ** k2) % 2;
    r2++;
  };
  const drawn = (into, j3) => {
    let bits2 = 0;
    for (let k2 = 0; k2 < n; k2++) {
      if (k2 % 32 === 0) bits2 = random.nextUint32();
      into[k2 * BLOCK + j3] = bits2 >>> k2 % 32 & 1;
    }
  };
  return { count: plan.count, fill: plan.exact ? exact : drawn };
}
function pValue(extreme, plan) {
  return plan.exact ? extreme / plan.count : (extreme + 1) / (plan.count + 1);
}

// src/baseline/significance.ts
var PairMeasurer = class {
  constructor(m2) {
    this.m = m2;
    this.baseline = new Float64Array(m2.layout.metrics);
    this.current = new Float64Array(m2.layout.metrics);
    this.fullA = new Float64Array(m2.layout.width);
    this.fullB = new Float64Array(m2.layout.width);
  }
  m;
  baseline;
  current;
  fullA;
  fullB;
  measureFull(a, b3) {
    measureSide(a, this.m.layout, this.m.ownTypes.baseline, this.baseline);
    measureSide(b3, this.m.layout, this.m.ownTypes.current, this.current);
  }
  /** `a`: baseline sums per stored column; `b`: the current's, same columns. */
  measureColumns(a, b3) {
    const { columnOf } = this.m;
    for (let f3 = 0; f3 < columnOf.length; f3++) {
      const c3 = columnOf[f3];
      this.fullA[f3] = a[c3];
      this.fullB[f3] = b3[c3];
    }
    this.measureFull(this.fullA, this.fullB);
  }
};
function runBootstrap(m2, o2, pair) {
  const n = m2.ids.length;
  const plan = planBootstrap(n, o2.resamples);
  const metrics = m2.layout.metrics;
  const deltas = new Float64Array(metrics * plan.count);
  const currents = new Float64Array(metrics * plan.count);
  let r2 = 0;
  const u2 = m2.columns;
  const current = new Float64Array(u2);
  const shifted = {
    ...m2.changes,
    slots: m2.changes.slots.map((c3) => u2 + c3),
    low: m2.changes.low.map((c3) => c3 < 0 ? c3 : u2 + c3)
  };
  const parts = [m2.baseline, shifted];
  forEachSum(bootstrapVectors(n, plan, o2.seed), n, parts, 2 * u2, (sums) => {
    for (let c3 = 0; c3 < u2; c3++) current[c3] = sums[c3] + sums[u2 + c3];
    pair.measureColumns(sums, current);
    for (let k2 = 0; k2 < metrics; k2++) {
      deltas[k2 * plan.count + r2] = (pair.current[k2] ?? 0) - (pair.baseline[k2] ?? 0);
      currents[k2 * plan.count + r2] = pair.current[k2] ?? 0;
    }
    r2++;
  });
  const column2 = (all, k2) => all.subarray(k2 * plan.count, (k2 + 1) * plan.count);
  const ci = Array.from(
    { length: metrics },
    (_3, k2) => percentileInterval(column2(deltas, k2).sort(), o2.level)
  );
  const spread = Array.from({ length: metrics }, (_3, k2) => spreadOf(column2(currents, k2), o2.level));
  return { plan, ci, spread };
}
function runRandomization(m2, o2, pair, observed) {
  const n = m2.ids.length;
  const u2 = m2.columns;
  const plan = planRandomization(n, o2.resamples);
  const extreme = new Float64Array(observed.length);
  const totalA = m2.kept.map((f3) => m2.totals.baseline[f3] ?? 0);
  const totalB = m2.kept.map((f3) => m2.totals.current[f3] ?? 0);
  const a = new Float64Array(u2);
  const b3 = new Float64Array(u2);
  forEachSum(swapVectors(n, plan, o2.seed + 1 >>> 0), n, [m2.changes], u2, (moved) => {
    for (let c3 = 0; c3 < u2; c3++) {
      a[c3] = totalA[c3] + moved[c3];
      b3[c3] = totalB[c3] - moved[c3];
    }
    pair.measureColumns(a, b3);
    observed.forEach((d2, k2) => {
      const swapped = (pair.current[k2] ?? 0) - (pair.baseline[k2] ?? 0);
      if (Math.abs(swapped) >= Math.abs(d2) - 1e-12) extreme[k2] = (extreme[k2] ?? 0) + 1;
    });
  });
  return { plan, p: extreme.map((e) => pValue(e, plan)) };
}
function testSignificance(m2, o2) {
  const pair = new PairMeasurer(m2);
  pair.measureFull(m2.totals.baseline, m2.totals.current);
  const baseline2 = pair.baseline.slice();
  const current = pair.current.slice();
  const observed = current.map((c3, k2) => c3 - (baseline2[k2] ?? 0));
  const boot = runBootstrap(m2, o2, pair);
  const rand = o2.randomize ? runRandomization(m2, o2, pair, observed) : { plan: { exact: false, count: 0 }, p: observed.map(() => 1) };
  return {
    baseline: baseline2,
    current,
    ci: boot.ci,
    p: rand.p,
    spread: boot.spread,
    bootstrap: boot.plan,
    randomization: rand.plan
  };
}

// src/baseline/compare-scores.ts
var COMPARISON_LEVEL = 0.95;
var PATH_SETTINGS = /* @__PURE__ */ new Set(["input", "gold", "system", "textDir", "tokens"]);
function settingsNotes(baseline2, current) {
  const defaults = new Map(Object.entries(DEFAULT_SCORE_SETTINGS));
  const value = (side2, k2) => Object.hasOwn(side2, k2) ? side2[k2] : defaults.get(k2);
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(baseline2), ...Object.keys(current)])].sort();
  return keys.filter((k2) => !PATH_SETTINGS.has(k2)).filter((k2) => JSON.stringify(value(baseline2, k2)) !== JSON.stringify(value(current, k2))).map(
    (k2) => `Setting '${k2}' differs: baseline ${JSON.stringify(value(baseline2, k2)) ?? "unset"}, current ${JSON.stringify(value(current, k2)) ?? "unset"}; the deltas include the effect of that change.`
  );
}
function settingsOf(o2, sig) {
  return {
    scheme: o2.scheme,
    beta: o2.beta,
    level: COMPARISON_LEVEL,
    seed: o2.seed,
    top: o2.top,
    bootstrap: { resamples: sig.bootstrap.count, exact: sig.bootstrap.exact },
    randomization: { permutations: sig.randomization.count, exact: sig.randomization.exact }
  };
}
function currentSummary(current) {
  return { toolVersion: current.toolVersion, inputs: current.inputs };
}
function compareScores(baseline2, current, provenance2, o2) {
  const m2 = buildPairedMatrix(baseline2.documents, current.documents, o2.beta);
  const sig = testSignificance(m2, {
    resamples: o2.resamples,
    seed: o2.seed,
    level: COMPARISON_LEVEL,
    randomize: true
  });
  const sides = { baseline: baseline2.documents, current: current.documents };
  return {
    schema: COMPARISON_SCHEMA,
    kind: "compared",
    settings: settingsOf(o2, sig),
    baseline: {
      ...provenance2,
      notes: [...provenance2.notes, ...settingsNotes(baseline2.settings, current.settings)]
    },
    current: currentSummary(current),
    ...deltaRows(sig, m2, sides),
    documents: {
      ...documentDeltas(sides.baseline, sides.current, o2.beta, o2.top),
      paired: m2.ids.length - m2.onlyBaseline.length - m2.onlyCurrent.length,
      onlyBaseline: m2.onlyBaseline,
      onlyCurrent: m2.onlyCurrent
    },
    annotations: annotationChanges(baseline2.details, current.details, o2.scheme),
    confidence: confidenceRows(sig, m2)
  };
}
function describeCurrentAlone(current, provenance2, o2) {
  const m2 = buildPairedMatrix([], current.documents, o2.beta);
  const sig = testSignificance(m2, {
    resamples: o2.resamples,
    seed: o2.seed,
    level: COMPARISON_LEVEL,
    randomize: false
  });
  return {
    schema: COMPARISON_SCHEMA,
    kind: "no-baseline",
    settings: settingsOf(o2, sig),
    baseline: provenance2,
    current: currentSummary(current),
    confidence: confidenceRows(sig, m2)
  };
}

// src/baseline/baseline-attempt.ts
function missedBy(error, what) {
  return { kind: "missed", reason: `${what}: ${describeError(error)}`, error };
}
async function rescoreAtTag(git, rescore, at2) {
  if (rescore.kind === "unavailable") return { kind: "missed", reason: rescore.reason };
  const where = `${at2.tag}:${rescore.systemPath}`;
  const paths = await git.listFiles(at2.tag, rescore.systemPath);
  if (paths.length === 0)
    return { kind: "missed", reason: `${at2.tag} has no system output at ${rescore.systemPath}` };
  const system = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const text2 = await git.readFile(at2.tag, path);
    if (text2 !== null) system.set(path, text2);
  }
  try {
    const snapshot = rescore.score(system);
    return { kind: "found", source: "tag-rescore", snapshot, ...at2, path: where };
  } catch (error) {
    if (error instanceof UserError || error instanceof DataError) return missedBy(error, where);
    throw error;
  }
}

// src/baseline/detail-columns.ts
var DETAIL_COLUMNS = "goldgate/detail-columns@1";
var byCodeUnit = (a, b3) => a < b3 ? -1 : a > b3 ? 1 : 0;
function stringIndex(table2) {
  const used = /* @__PURE__ */ new Set();
  for (let i = 0; i < table2.length; i++) {
    for (const f3 of ["goldType", "goldText", "systemType", "systemText"]) {
      const id = table2.field(i, f3);
      if (id >= 0) used.add(id);
    }
  }
  const ids = [...used].sort((a, b3) => byCodeUnit(table2.text(a), table2.text(b3)));
  return { strings: ids.map((id) => table2.text(id)), at: new Map(ids.map((id, k2) => [id, k2])) };
}
function encodeDetailColumns(table2) {
  const { strings, at: at2 } = stringIndex(table2);
  const side2 = (i, s) => {
    const type = table2.field(i, `${s}Type`);
    if (type < 0) return "-";
    const start = table2.field(i, `${s}Start`);
    const text2 = table2.field(i, `${s}Text`);
    const length = table2.field(i, `${s}End`) - start;
    return `${at2.get(type)} ${start} ${length} ${text2 < 0 ? "-" : at2.get(text2)}`;
  };
  const documents = [];
  const rows = [];
  let last = -1;
  for (let i = 0; i < table2.length; i++) {
    const document2 = table2.field(i, "document");
    if (document2 !== last) {
      documents.push(table2.text(document2));
      rows.push([]);
      last = document2;
    }
    rows[rows.length - 1]?.push(
      `${table2.field(i, "category")} ${side2(i, "gold")} ${side2(i, "system")}`
    );
  }
  return {
    encoding: DETAIL_COLUMNS,
    categories: CLASH_CATEGORIES,
    strings,
    documents,
    rows: rows.map((r2) => r2.join(","))
  };
}
var NUMBER = /^(0|[1-9][0-9]{0,9})$/;
var RowReader = class {
  constructor(j3, table2, ids) {
    this.j = j3;
    this.table = table2;
    this.ids = ids;
  }
  j;
  table;
  ids;
  number(text2, path, below) {
    const n = text2 !== void 0 && NUMBER.test(text2) ? Number(text2) : -1;
    return n >= 0 && n < below ? n : this.j.fail(path, `an integer in 0..${below - 1}`, text2);
  }
  string(text2, path) {
    return this.ids[this.number(text2, path, this.ids.length)];
  }
  side(cells, at2, path) {
    if (cells[at2] === "-") return [null, at2 + 1];
    const start = this.number(cells[at2 + 1], path, 2 ** 31);
    const end = start + this.number(cells[at2 + 2], path, 2 ** 31 - start);
    const text2 = cells[at2 + 3] === "-" ? -1 : this.string(cells[at2 + 3], path);
    return [{ type: this.string(cells[at2], path), start, end, text: text2 }, at2 + 4];
  }
  read(document2, text2, path) {
    for (const row2 of text2.split(",")) {
      const cells = row2.split(" ");
      const category = CLASH_CATEGORIES[this.number(cells[0], path, CLASH_CATEGORIES.length)];
      const [gold, next] = this.side(cells, 1, path);
      const [system, end] = this.side(cells, next, path);
      if (end !== cells.length || category === void 0 || (gold ?? system) === null)
        this.j.fail(path, "rows of CATEGORY GOLD SYSTEM with at least one side", row2);
      this.table.push(document2, category, gold, system);
    }
  }
};
function decodeDetailColumns(j3, block, path) {
  j3.choice(block.encoding, [DETAIL_COLUMNS], `${path}.encoding`);
  const categories = j3.array(block.categories, `${path}.categories`);
  if (JSON.stringify(categories) !== JSON.stringify(CLASH_CATEGORIES))
    j3.fail(`${path}.categories`, JSON.stringify(CLASH_CATEGORIES), categories);
  const table2 = new DetailTable();
  const ids = j3.array(block.strings, `${path}.strings`).map((s, k2) => table2.intern(j3.string(s, `${path}.strings[${k2}]`)));
  const documents = j3.array(block.documents, `${path}.documents`);
  const rows = j3.array(block.rows, `${path}.rows`);
  if (rows.length !== documents.length)
    j3.fail(`${path}.rows`, `${documents.length} rows (one per document)`, rows.length);
  const reader = new RowReader(j3, table2, ids);
  documents.forEach((d2, k2) => {
    const document2 = table2.intern(j3.string(d2, `${path}.documents[${k2}]`));
    reader.read(document2, j3.string(rows[k2], `${path}.rows[${k2}]`), `${path}.rows[${k2}]`);
  });
  return table2;
}

// src/baseline/tally-rows.ts
var TALLY_ROWS = "goldgate/tally-rows@1";
function tallyText(t2) {
  const counts3 = CLASH_CATEGORIES.map((c3) => t2[c3]);
  while (counts3.length > 1 && counts3[counts3.length - 1] === 0) counts3.pop();
  return counts3.join(",");
}
function encodeTallyRows(rows) {
  const types = [...new Set(rows.flatMap((r2) => Object.keys(r2.types)))].sort();
  const index = new Map(types.map((t2, k2) => [t2, k2]));
  return {
    encoding: TALLY_ROWS,
    categories: CLASH_CATEGORIES,
    types,
    ids: rows.map((r2) => r2.id),
    rows: rows.map(
      (r2) => [
        r2.gold,
        r2.system,
        tallyText(r2.clash),
        ...Object.entries(r2.types).map(([t2, tally]) => `${index.get(t2)}:${tallyText(tally)}`)
      ].join(" ")
    )
  };
}
var COUNT = /^(0|[1-9][0-9]{0,14})$/;
var TallyReader = class {
  constructor(j3, types) {
    this.j = j3;
    this.types = types;
  }
  j;
  types;
  shared = /* @__PURE__ */ new Map();
  count(text2, path) {
    if (text2 === void 0 || !COUNT.test(text2)) this.j.fail(path, "a count", text2);
    return Number(text2);
  }
  tally(text2, path) {
    const known = this.shared.get(text2);
    if (known !== void 0) return known;
    const counts3 = text2.split(",");
    if (counts3.length > CLASH_CATEGORIES.length) this.j.fail(path, "at most 10 counts", text2);
    const t2 = emptyTally();
    counts3.forEach((c3, k2) => {
      t2[CLASH_CATEGORIES[k2] ?? "match"] = this.count(c3, path);
    });
    const frozen = Object.freeze(t2);
    this.shared.set(text2, frozen);
    return frozen;
  }
  row(id, text2, path) {
    const [gold, system, clash, ...rest] = text2.split(" ");
    const types = {};
    for (const part of rest) {
      const colon = part.indexOf(":");
      const type = this.types[this.count(part.slice(0, colon), path)];
      if (colon < 0 || type === void 0 || Object.hasOwn(types, type))
        this.j.fail(path, "TYPE:TALLY with a type index listed once", part);
      types[type] = this.tally(part.slice(colon + 1), path);
    }
    return {
      id,
      gold: this.count(gold, path),
      system: this.count(system, path),
      clash: this.tally(clash ?? "", path),
      types
    };
  }
};
function decodeTallyRows(j3, block, path) {
  j3.choice(block.encoding, [TALLY_ROWS], `${path}.encoding`);
  const categories = j3.array(block.categories, `${path}.categories`);
  if (JSON.stringify(categories) !== JSON.stringify(CLASH_CATEGORIES))
    j3.fail(`${path}.categories`, JSON.stringify(CLASH_CATEGORIES), categories);
  const types = j3.array(block.types, `${path}.types`).map((t2, k2) => j3.string(t2, `${path}.types[${k2}]`));
  const ids = j3.array(block.ids, `${path}.ids`);
  const rows = j3.array(block.rows, `${path}.rows`);
  if (rows.length !== ids.length)
    j3.fail(`${path}.rows`, `${ids.length} rows (one per id)`, rows.length);
  const reader = new TallyReader(j3, types);
  return rows.map(
    (text2, k2) => reader.row(
      j3.string(ids[k2], `${path}.ids[${k2}]`),
      j3.string(text2, `${path}.rows[${k2}]`),
      `${path}.rows[${k2}]`
    )
  );
}

// src/baseline/baseline-file.ts
var BASELINE_SCHEMA = "goldgate/baseline@2";
var BASELINE_SCHEMA_V1 = "goldgate/baseline@1";
function buildBaselineFile(scores, details3, recorded) {
  return {
    ...scores,
    documents: encodeTallyRows(scores.documents),
    baseline: {
      schema: BASELINE_SCHEMA,
      commit: recorded.commit,
      tag: recorded.tag,
      toolVersion: scores.tool.version,
      goldSha256: scores.inputs.gold.sha256,
      details: details3 === null ? null : encodeDetailColumns(details3.sorted())
    }
  };
}

// src/baseline/json-shape.ts
function isRecord4(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function describe3(value) {
  if (value === void 0) return "nothing";
  const text2 = JSON.stringify(value) ?? String(value);
  return text2.length > 40 ? `${text2.slice(0, 37)}...` : text2;
}
var JsonShape = class {
  constructor(origin) {
    this.origin = origin;
  }
  origin;
  /** Parses JSON text; syntax errors become DataErrors. */
  parse(text2) {
    try {
      return JSON.parse(text2);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DataError({ file: this.origin }, `not valid JSON (${reason})`);
    }
  }
  fail(path, expected2, value) {
    throw new DataError(
      { file: this.origin },
      `${path || "(top level)"}: expected ${expected2}, got ${describe3(value)}`
    );
  }
  record(value, path) {
    return isRecord4(value) ? value : this.fail(path, "an object", value);
  }
  array(value, path) {
    return Array.isArray(value) ? value : this.fail(path, "an array", value);
  }
  string(value, path) {
    return typeof value === "string" ? value : this.fail(path, "a string", value);
  }
  nullableString(value, path) {
    return value === null ? null : this.string(value, path);
  }
  /** A non-negative integer. */
  count(value, path) {
    return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : this.fail(path, "a count (an integer ≥ 0)", value);
  }
  /** One of a closed set. */
  choice(value, allowed, path) {
    const found = allowed.find((a) => a === value);
    return found ?? this.fail(path, `one of: ${allowed.join(", ")}`, value);
  }
};

// src/baseline/read-scores.ts
var TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9._/+-]*$/;
function readTally(j3, value, path) {
  const r2 = j3.record(value, path);
  const t2 = emptyTally();
  for (const c3 of CLASH_CATEGORIES) t2[c3] = j3.count(r2[c3], `${path}.${c3}`);
  return t2;
}
function readRow(j3, value, path) {
  const r2 = j3.record(value, path);
  const types = j3.record(r2.types, `${path}.types`);
  return {
    id: j3.string(r2.id, `${path}.id`),
    gold: j3.count(r2.gold, `${path}.gold`),
    system: j3.count(r2.system, `${path}.system`),
    clash: readTally(j3, r2.clash, `${path}.clash`),
    types: Object.fromEntries(
      Object.entries(types).map(([t2, v2]) => [t2, readTally(j3, v2, `${path}.types.${t2}`)])
    )
  };
}
function readInput(j3, value, path) {
  const r2 = j3.record(value, path);
  return {
    path: j3.nullableString(r2.path ?? null, `${path}.path`),
    documents: j3.count(r2.documents, `${path}.documents`),
    annotations: j3.count(r2.annotations, `${path}.annotations`),
    sha256: j3.string(r2.sha256, `${path}.sha256`)
  };
}
function readSpan2(j3, value, path) {
  if (value === void 0) return void 0;
  const r2 = j3.record(value, path);
  const span = {
    type: j3.string(r2.type, `${path}.type`),
    start: j3.count(r2.start, `${path}.start`),
    end: j3.count(r2.end, `${path}.end`)
  };
  return r2.text === void 0 ? span : { ...span, text: j3.string(r2.text, `${path}.text`) };
}
function readDetails(j3, value, path) {
  return j3.array(value, path).map((v2, k2) => {
    const r2 = j3.record(v2, `${path}[${k2}]`);
    const gold = readSpan2(j3, r2.gold, `${path}[${k2}].gold`);
    const system = readSpan2(j3, r2.system, `${path}[${k2}].system`);
    return {
      document: j3.string(r2.document, `${path}[${k2}].document`),
      category: j3.choice(r2.category, CLASH_CATEGORIES, `${path}[${k2}].category`),
      ...gold && { gold },
      ...system && { system }
    };
  });
}
function readDetailsFile(text2, origin) {
  const j3 = new JsonShape(origin);
  return readDetails(j3, j3.parse(text2), "");
}
function readBlock(j3, root, goldSha) {
  if (root.baseline === void 0) return { recorded: null, details: null };
  const b3 = j3.record(root.baseline, "baseline");
  const schema = j3.choice(b3.schema, [BASELINE_SCHEMA, BASELINE_SCHEMA_V1], "baseline.schema");
  if (b3.goldSha256 !== goldSha)
    j3.fail("baseline.goldSha256", `"${goldSha}" (inputs.gold.sha256)`, b3.goldSha256);
  const tag = j3.nullableString(b3.tag ?? null, "baseline.tag");
  if (tag !== null && !TAG_NAME.test(tag)) j3.fail("baseline.tag", "a tag name", tag);
  const recorded = {
    commit: j3.nullableString(b3.commit ?? null, "baseline.commit"),
    tag
  };
  if (b3.details === null) return { recorded, details: null };
  const details3 = schema === BASELINE_SCHEMA_V1 ? DetailTable.from(readDetails(j3, b3.details, "baseline.details")) : decodeDetailColumns(j3, j3.record(b3.details, "baseline.details"), "baseline.details");
  return { recorded, details: details3 };
}
function readDocuments(j3, value) {
  if (!Array.isArray(value)) return decodeTallyRows(j3, j3.record(value, "documents"), "documents");
  return value.map((v2, k2) => readRow(j3, v2, `documents[${k2}]`));
}
function checkTotals(j3, root, rows, origin) {
  if (root.clash === void 0) return;
  const stated = readTally(j3, root.clash, "clash");
  const sum2 = emptyTally();
  for (const row2 of rows) addTally(sum2, row2.clash);
  const off = CLASH_CATEGORIES.find((c3) => sum2[c3] !== stated[c3]);
  if (off !== void 0)
    throw new DataError(
      { file: origin },
      `clash.${off} is ${stated[off]} but documents[] add up to ${sum2[off]}; the file was edited or truncated`
    );
}
function readScoresFile(text2, origin) {
  const j3 = new JsonShape(origin);
  const root = j3.record(j3.parse(text2), "");
  j3.choice(root.schema, [SCORES_SCHEMA], "schema");
  const tool = j3.record(root.tool, "tool");
  const inputs = j3.record(root.inputs, "inputs");
  const gold = readInput(j3, inputs.gold, "inputs.gold");
  const documents = readDocuments(j3, root.documents);
  const ids = /* @__PURE__ */ new Set();
  documents.forEach((row2, k2) => {
    if (ids.has(row2.id)) j3.fail(`documents[${k2}].id`, "a document id not listed before", row2.id);
    ids.add(row2.id);
  });
  checkTotals(j3, root, documents, origin);
  return {
    toolVersion: j3.string(tool.version, "tool.version"),
    settings: j3.record(root.settings, "settings"),
    inputs: { gold, system: readInput(j3, inputs.system, "inputs.system") },
    documents,
    ...readBlock(j3, root, gold.sha256)
  };
}

// src/baseline/release-tag.ts
var SEMVER = /^(?!-)\D*(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
function parseVersionTag(name) {
  const m2 = SEMVER.exec(name);
  if (m2 === null) return null;
  return {
    name,
    version: [Number(m2[1]), Number(m2[2]), Number(m2[3])],
    prerelease: m2[4] ?? null
  };
}
function latestReleaseTag(names) {
  const releases = names.map(parseVersionTag).filter((t2) => t2 !== null && t2.prerelease === null).sort((a, b3) => {
    for (let k2 = 0; k2 < 3; k2++) {
      const d2 = (b3.version[k2] ?? 0) - (a.version[k2] ?? 0);
      if (d2 !== 0) return d2;
    }
    return a.name < b3.name ? -1 : a.name > b3.name ? 1 : 0;
  });
  return releases[0]?.name ?? null;
}
var FETCH_DEPTH_FIX = "Set `fetch-depth: 0` on actions/checkout (with: fetch-depth: 0) so the release tags are present, or run `git fetch --tags`.";
async function fromRemote(git, q3) {
  let names;
  try {
    names = (await git.remoteTags(q3.tagPattern)).map((t2) => t2.name);
  } catch (error) {
    return {
      kind: "missed",
      reason: `this is a shallow clone without tags, and listing the tags of 'origin' failed (${describeError(error)}). ${FETCH_DEPTH_FIX}`
    };
  }
  const tag = latestReleaseTag(names);
  if (tag === null)
    return {
      kind: "missed",
      reason: `no release tag matching '${q3.tagPattern}' on 'origin' (shallow clone; prereleases ignored)`
    };
  try {
    await git.fetchTag(tag);
  } catch (error) {
    return {
      kind: "missed",
      reason: `this is a shallow clone; fetching tag ${tag} from 'origin' failed (${describeError(error)}). ${FETCH_DEPTH_FIX}`
    };
  }
  const note = `Shallow clone: found ${tag} with 'git ls-remote --tags origin' and fetched just that tag; whether it is merged into ${q3.baseRef} could not be checked.`;
  return { kind: "found", tag, commit: await git.commitOf(tag), notes: [note] };
}
async function findReleaseTag(git, q3) {
  if (!await git.isRepository()) return { kind: "missed", reason: "not inside a git repository" };
  const merged = await git.mergedTags(q3.tagPattern, q3.baseRef);
  const tag = latestReleaseTag(merged);
  if (tag !== null) return { kind: "found", tag, commit: await git.commitOf(tag), notes: [] };
  if (await git.isShallow()) return fromRemote(git, q3);
  const prereleases = merged.filter((t2) => parseVersionTag(t2)?.prerelease != null);
  const ignored = prereleases.length === 0 ? "" : ` (prereleases ignored: ${prereleases.join(", ")})`;
  return {
    kind: "missed",
    reason: `no release tag matching '${q3.tagPattern}' is merged into ${q3.baseRef}${ignored}`
  };
}
async function identifyRecording(git, given) {
  if (!await git.isRepository()) return { commit: given.commit, tag: given.tag };
  const commit = given.commit ?? await git.commitOf("HEAD");
  if (given.tag !== null) return { commit, tag: given.tag };
  const here = await git.tagsAt(given.tagPattern, "HEAD");
  const versioned = [...here].sort().find((t2) => parseVersionTag(t2) !== null) ?? null;
  return { commit, tag: latestReleaseTag(here) ?? versioned };
}

// src/baseline/find-baseline.ts
var short = (sha) => sha.slice(0, 12);
var Finder = class {
  constructor(s, deps) {
    this.s = s;
    this.deps = deps;
  }
  s;
  deps;
  tagLookup;
  releaseTag() {
    this.tagLookup ??= findReleaseTag(this.deps.git, this.s);
    return this.tagLookup;
  }
  async releaseAsset() {
    const asset = await this.deps.releases.latestScoresAsset();
    if (asset.kind === "missing") return { kind: "missed", reason: asset.reason };
    const origin = `release ${asset.tag} asset ${asset.name}`;
    try {
      const snapshot = readScoresFile(asset.text, origin);
      const commit = snapshot.recorded?.commit ?? null;
      return {
        kind: "found",
        source: "release-asset",
        snapshot,
        tag: asset.tag,
        commit,
        path: asset.name,
        notes: []
      };
    } catch (error) {
      return missedBy(error, origin);
    }
  }
  async tagFile() {
    const tag = await this.releaseTag();
    if (tag.kind === "missed") return tag;
    const where = `${tag.tag}:${this.s.scoresFile}`;
    const text2 = await this.deps.git.readFile(tag.tag, this.s.scoresFile);
    if (text2 === null)
      return {
        kind: "missed",
        reason: `${tag.tag} has no ${this.s.scoresFile} (git show ${where} found nothing)`
      };
    try {
      const snapshot = readScoresFile(text2, where);
      return {
        kind: "found",
        source: "tag-file",
        snapshot,
        tag: tag.tag,
        commit: tag.commit,
        path: where,
        notes: tag.notes
      };
    } catch (error) {
      return missedBy(error, where);
    }
  }
  async tagRescore() {
    const tag = await this.releaseTag();
    return tag.kind === "missed" ? tag : this.rescoreAt(tag.tag, tag.commit, tag.notes);
  }
  /** Scores the system output stored at a tag against the current gold. */
  rescoreAt(tag, commit, notes2 = []) {
    return rescoreAtTag(this.deps.git, this.deps.rescore, { tag, commit, notes: notes2 });
  }
  async path() {
    const path = this.s.path;
    if (path === null)
      return {
        kind: "missed",
        reason: "no baseline file given (--baseline FILE or baseline.path)"
      };
    if (this.deps.files.kind(path) !== "file")
      return { kind: "missed", reason: `${path} not found` };
    try {
      const snapshot = readScoresFile(this.deps.files.readText(path), path);
      const tag = snapshot.recorded?.tag ?? null;
      return {
        kind: "found",
        source: "path",
        snapshot,
        tag,
        commit: snapshot.recorded?.commit ?? null,
        path,
        notes: []
      };
    } catch (error) {
      return missedBy(error, path);
    }
  }
  attempt(source2) {
    if (source2 === "release-asset") return this.releaseAsset();
    if (source2 === "tag-file") return this.tagFile();
    if (source2 === "tag-rescore") return this.tagRescore();
    return this.path();
  }
};
function provenance(s, found, gold, notes2) {
  return {
    requested: s.source,
    source: found?.source ?? "none",
    tag: found?.tag ?? null,
    commit: found?.commit ?? null,
    path: found?.path ?? null,
    toolVersion: found?.snapshot.toolVersion ?? null,
    inputs: found?.snapshot.inputs ?? null,
    gold,
    notes: notes2
  };
}
function settled(s, found, gold, notes2) {
  return { kind: "found", snapshot: found.snapshot, provenance: provenance(s, found, gold, notes2) };
}
async function settleGold(found, currentGold, finder, notes2, s) {
  const baseGold = found.snapshot.inputs.gold.sha256;
  const check = (action) => ({
    baseline: baseGold,
    current: currentGold,
    changed: action !== "none",
    action
  });
  if (baseGold === currentGold) return settled(s, found, check("none"), [...notes2, ...found.notes]);
  const change = `the gold changed since the baseline (gold sha256 ${short(baseGold)} → ${short(currentGold)})`;
  let reason = "the baseline names no release tag to re-score at";
  if (found.tag !== null) {
    const again = await finder.rescoreAt(found.tag, found.commit, found.notes);
    if (again.kind === "found") {
      const note = `Baseline ${found.source} ${found.path ?? ""}: ${change}; re-scored the system output stored at ${found.tag} against the current gold.`;
      return settled(s, again, check("rescored"), [...notes2, ...again.notes, note]);
    }
    reason = again.reason;
  }
  const warning = `WARNING: ${change} and the old system output could not be re-scored (${reason}). Every delta mixes the gold change with the system change.`;
  return settled(s, found, check("warned"), [...notes2, ...found.notes, warning]);
}
async function findBaseline(s, currentGold, deps) {
  if (s.source === "none")
    return {
      kind: "none",
      provenance: provenance(s, null, null, [
        "baseline.source is 'none': no comparison; gate on absolute thresholds only."
      ])
    };
  const finder = new Finder(s, deps);
  const notes2 = [];
  for (const source2 of s.source === "auto" ? BASELINE_SOURCES : [s.source]) {
    const attempt = await finder.attempt(source2);
    if (attempt.kind === "found") return settleGold(attempt, currentGold, finder, notes2, s);
    if (s.source !== "auto")
      throw attempt.error ?? new UserError(`No baseline from '${source2}': ${attempt.reason}.`);
    notes2.push(`${source2}: ${attempt.reason}${attempt.reason.endsWith(".") ? "" : "."}`);
  }
  notes2.push("No baseline found: no comparison; gate on absolute thresholds only.");
  return { kind: "none", provenance: provenance(s, null, null, notes2) };
}

// src/baseline/overlay-files.ts
import { posix as posix2 } from "node:path";
var clean = (path) => posix2.normalize(path.replaceAll("\\", "/")).replace(/\/$/, "");
function* splitText(text2) {
  const parts = text2.split("\n");
  if (parts.at(-1) === "") parts.pop();
  let number = 0;
  for (const part of parts) {
    number++;
    yield { text: part.endsWith("\r") ? part.slice(0, -1) : part, number };
  }
}
function overlayFiles(base, files) {
  const texts = new Map(
    [...files].map(([path, text2]) => [clean(path), text2.replace(/^\uFEFF/, "")])
  );
  const below = (dir) => {
    const prefix2 = dir === "." ? "" : `${clean(dir)}/`;
    return [...texts.keys()].filter((p2) => p2.startsWith(prefix2)).map((p2) => p2.slice(prefix2.length)).sort();
  };
  return {
    readText: (path) => texts.get(clean(path)) ?? base.readText(path),
    readLines: (path) => {
      const text2 = texts.get(clean(path));
      return text2 === void 0 ? base.readLines(path) : splitText(text2);
    },
    readChunks: (path) => {
      const text2 = texts.get(clean(path));
      return text2 === void 0 ? base.readChunks(path) : [text2];
    },
    kind: (path) => texts.has(clean(path)) ? "file" : below(path).length > 0 ? "directory" : base.kind(path),
    listFiles: (dir) => {
      const inside = below(dir);
      return inside.length > 0 ? inside : base.listFiles(dir);
    }
  };
}

// src/baseline/scores-snapshot.ts
function snapshotScores(scores, details3, recorded = null) {
  return {
    toolVersion: scores.tool.version,
    settings: { ...scores.settings },
    inputs: scores.inputs,
    documents: scores.documents,
    details: details3,
    recorded
  };
}

// src/pipeline/compare.ts
function snapshotRun(run) {
  return snapshotScores(run.scores, run.details);
}
function readCurrent(c3, files) {
  if (c3.kind === "score") return snapshotRun(scoreCorpus(c3.settings, files, { details: true }));
  const snapshot = readScoresFile(files.readText(c3.path), c3.path);
  if (c3.detailsPath === null) return snapshot;
  const details3 = readDetailsFile(files.readText(c3.detailsPath), c3.detailsPath);
  return { ...snapshot, details: DetailTable.from(details3) };
}
function rescorerFor(settings, files) {
  if (settings === null)
    return {
      kind: "unavailable",
      reason: "the current side is a scores file (--current), so there are no scoring settings to re-score old output with"
    };
  if (settings.input !== null || settings.system === null)
    return {
      kind: "unavailable",
      reason: "the conlleval layout (--input) keeps gold and system tags in one file, so old output cannot be scored against the current gold"
    };
  return {
    kind: "available",
    systemPath: settings.system,
    score: (system) => snapshotRun(scoreCorpus(settings, overlayFiles(files, system), { details: true }))
  };
}
function optionsFor(s, current) {
  const beta = current.settings.beta;
  return {
    scheme: s.scheme,
    beta: typeof beta === "number" ? beta : 1,
    resamples: s.resamples,
    seed: s.seed,
    top: s.top
  };
}
async function compareSnapshot(current, rescore, baseline2, deps) {
  const found = await findBaseline(baseline2, current.inputs.gold.sha256, { ...deps, rescore });
  const options = optionsFor(baseline2, current);
  return found.kind === "found" ? compareScores(found.snapshot, current, found.provenance, options) : describeCurrentAlone(current, found.provenance, options);
}
async function compareWithBaseline(r2, deps) {
  const current = readCurrent(r2.current, deps.files);
  const settings = r2.current.kind === "score" ? r2.current.settings : null;
  return compareSnapshot(current, rescorerFor(settings, deps.files), r2.baseline, deps);
}

// src/pipeline/run.ts
var RUN_STAGES = ["scoring", "comparing with the baseline", "gating"];
function decideRun(scores, comparison, policy) {
  const verdict = evaluateGate(policy, evidenceFromComparison(scores, comparison));
  return {
    schema: RUN_SCHEMA,
    tool: { name: "goldgate", version: scores.tool.version },
    scores,
    comparison,
    verdict
  };
}
async function compareScored(scored, score, baseline2, deps) {
  const rescore = rescorerFor(score, deps.files);
  return compareSnapshot(snapshotRun(scored), rescore, baseline2, deps);
}
async function runGoldgate(settings, deps) {
  deps.progress?.("scoring");
  const scored = scoreCorpus(settings.score, deps.files, { details: true });
  deps.progress?.("comparing with the baseline");
  const comparison = await compareScored(scored, settings.score, settings.baseline, deps);
  deps.progress?.("gating");
  return decideRun(scored.scores, comparison, settings.gate);
}
function markdownOptions(report, links = []) {
  return {
    ...DEFAULT_MARKDOWN_OPTIONS,
    scheme: report.scheme,
    worstTypes: report.worstTypes,
    links: [...report.links, ...links]
  };
}

// src/baseline/baseline-settings.ts
import { isAbsolute as isAbsolute2, posix as posix3, relative as relative2, resolve as resolve2 } from "node:path";

// src/ports/releases.ts
var SCORES_ASSET = "goldgate-scores.json";
function inMemoryReleases(releases, options = {}) {
  return {
    latestScoresAsset: async () => {
      if (options.unavailable !== void 0)
        return { kind: "missing", reason: options.unavailable };
      const published = releases.filter((r2) => !r2.draft && !r2.prerelease && r2.publishedAt !== null).sort(
        (a, b3) => (b3.publishedAt ?? "") === (a.publishedAt ?? "") ? a.tag < b3.tag ? 1 : -1 : (b3.publishedAt ?? "") < (a.publishedAt ?? "") ? -1 : 1
      );
      const latest = published[0];
      if (latest === void 0)
        return { kind: "missing", reason: "no published release (drafts and prereleases ignored)" };
      const text2 = latest.assets[SCORES_ASSET];
      return text2 === void 0 ? { kind: "missing", reason: `release ${latest.tag} has no ${SCORES_ASSET} asset` } : { kind: "found", tag: latest.tag, name: SCORES_ASSET, text: text2 };
    }
  };
}

// src/baseline/baseline-settings.ts
var DEFAULT_BASELINE_SETTINGS = Object.freeze({
  source: "auto",
  path: null,
  scoresFile: SCORES_ASSET,
  tagPattern: "v*",
  baseRef: "HEAD",
  resamples: 1e3,
  seed: 1,
  top: 10,
  scheme: "strict"
});
function integer(name, value, min, max, p2) {
  if (value === void 0) return void 0;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n === "number" && Number.isInteger(n) && n >= min && n <= max) return n;
  p2.push(`Invalid value '${String(value)}' for '${name}'. Expected an integer in ${min}..${max}.`);
  return void 0;
}
function choice2(name, value, allowed, p2) {
  if (value === void 0) return void 0;
  const found = allowed.find((a) => a === value);
  if (found === void 0)
    p2.push(
      `Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`
    );
  return found;
}
function text(name, value, p2) {
  if (value === void 0) return void 0;
  if (typeof value === "string" && value !== "" && !value.startsWith("-")) return value;
  p2.push(
    `Invalid value '${String(value)}' for '${name}'. Expected a non-empty string not starting with '-'.`
  );
  return void 0;
}
function filePath(name, value, ctx, fromConfig, p2) {
  const raw2 = text(name, value, p2);
  if (raw2 === void 0) return void 0;
  const absolute = resolve2(fromConfig ? ctx.configDir : ctx.cwd, raw2);
  const inside = relative2(ctx.workspace, absolute);
  if (fromConfig && (inside.startsWith("..") || isAbsolute2(inside))) {
    p2.push(
      `'${name}' points outside the workspace (${raw2}). Paths must stay inside ${ctx.workspace}.`
    );
    return void 0;
  }
  return relative2(ctx.cwd, absolute) || ".";
}
function repoPath(name, value, p2) {
  const raw2 = text(name, value, p2);
  if (raw2 === void 0) return void 0;
  const clean2 = posix3.normalize(raw2.replaceAll("\\", "/"));
  if (!posix3.isAbsolute(clean2) && !clean2.startsWith("..")) return clean2;
  p2.push(`Invalid value '${raw2}' for '${name}'. Expected a path inside the repository.`);
  return void 0;
}
var KEYS = Object.keys(DEFAULT_BASELINE_SETTINGS);
function section2(config, p2) {
  if (config === void 0 || config === null) return {};
  if (typeof config !== "object" || Array.isArray(config)) {
    p2.push("'baseline' must be a mapping of settings.");
    return {};
  }
  const entries = Object.entries(config);
  for (const [k2] of entries)
    if (!KEYS.includes(k2))
      p2.push(`baseline.${k2}: unknown key. Expected one of: ${KEYS.join(", ")}.`);
  return Object.fromEntries(entries);
}
var READERS2 = {
  source: ["source", (n, v2, p2) => choice2(n, v2, BASELINE_SOURCE_SETTINGS, p2)],
  path: ["baseline", (n, v2, p2, ctx, config) => filePath(n, v2, ctx, config, p2)],
  scoresFile: ["scores-file", (n, v2, p2) => repoPath(n, v2, p2)],
  tagPattern: ["tag-pattern", (n, v2, p2) => text(n, v2, p2)],
  baseRef: ["base-ref", (n, v2, p2) => text(n, v2, p2)],
  resamples: ["resamples", (n, v2, p2) => integer(n, v2, 1, 1e6, p2)],
  seed: ["seed", (n, v2, p2) => integer(n, v2, 0, 2 ** 32 - 1, p2)],
  top: ["top", (n, v2, p2) => integer(n, v2, 0, 1e6, p2)],
  scheme: ["scheme", (n, v2, p2) => choice2(n, v2, SPAN_SCHEMES, p2)]
};
function resolveBaselineSettings(config, flags, ctx) {
  const p2 = [];
  const c3 = section2(config, p2);
  const get = (key) => {
    const [flag2, read] = READERS2[key];
    const fromFlag = read(flag2, flags[key], p2, ctx, false);
    const fromConfig = read(`baseline.${key}`, c3[key], p2, ctx, true);
    return fromFlag ?? fromConfig ?? DEFAULT_BASELINE_SETTINGS[key];
  };
  const settings = {
    source: get("source"),
    path: get("path"),
    scoresFile: get("scoresFile"),
    tagPattern: get("tagPattern"),
    baseRef: get("baseRef"),
    resamples: get("resamples"),
    seed: get("seed"),
    top: get("top"),
    scheme: get("scheme")
  };
  if (settings.source === "path" && settings.path === null)
    p2.push("baseline source 'path' needs a file: pass --baseline FILE or set baseline.path.");
  if (p2.length > 0)
    throw new UserError(
      p2.length === 1 ? p2[0] ?? "" : `Invalid settings:
  - ${p2.join("\n  - ")}`
    );
  return Object.freeze(settings);
}

// src/pipeline/run-settings.ts
var DEFAULT_REPORT_SETTINGS = Object.freeze({
  scheme: "strict",
  worstTypes: 25,
  links: Object.freeze([])
});
function linkFrom(text2, p2) {
  const at2 = text2.indexOf("=");
  const label = text2.slice(0, at2).trim();
  const url = text2.slice(at2 + 1).trim();
  if (at2 > 0 && label !== "" && /^https?:\/\//.test(url)) return [{ label, url }];
  p2.push(`Invalid --link '${text2}'. Expected LABEL=URL with an http(s) URL.`);
  return [];
}
function configLinks(value, p2) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    p2.push("report.links: expected a list of { label, url }");
    return [];
  }
  return value.flatMap((raw2, k2) => {
    const l3 = section(`report.links[${k2}]`, raw2, p2);
    if (typeof l3.label === "string" && l3.label !== "" && typeof l3.url === "string" && /^https?:\/\//.test(l3.url))
      return [{ label: l3.label, url: l3.url }];
    p2.push(`report.links[${k2}]: expected { label: text, url: an http(s) URL }`);
    return [];
  });
}
function reportFrom(config, flags, p2) {
  const r2 = section("report", config.report, p2);
  const d2 = DEFAULT_REPORT_SETTINGS;
  const flagScheme = oneOf("scheme", flags.scheme, SPAN_SCHEMES, p2);
  const configScheme = oneOf("report.scheme", r2.scheme, SPAN_SCHEMES, p2);
  const atLeastOne = (n) => Number.isInteger(n) && n >= 1;
  return Object.freeze({
    scheme: flagScheme ?? configScheme ?? d2.scheme,
    worstTypes: numberIn("report.worstTypes", r2.worstTypes, atLeastOne, "an integer ≥ 1", p2) ?? d2.worstTypes,
    links: Object.freeze([
      ...configLinks(r2.links, p2),
      ...(flags.links ?? []).flatMap((l3) => linkFrom(l3, p2))
    ])
  });
}
function problemsOf(error) {
  const m2 = error.message;
  return m2.startsWith("Invalid settings:\n") ? m2.split("\n  - ").slice(1) : [m2];
}
function collect(resolve3, p2) {
  try {
    return resolve3();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    p2.push(...problemsOf(error));
    return void 0;
  }
}
function resolveRunSettings(config, flags, ctx) {
  const p2 = [];
  const score = collect(() => resolveScoreSettings(config, flags.score, ctx), p2);
  const baselineFlags2 = {
    ...flags.baseline,
    source: flags.baseline.source ?? (flags.baseline.path === void 0 ? void 0 : "path")
  };
  const baseline2 = collect(() => resolveBaselineSettings(config.baseline, baselineFlags2, ctx), p2);
  const gate = resolveGatePolicy(config.gate, flags.waive, p2);
  const report = reportFrom(config, flags, p2);
  if (score === void 0 || baseline2 === void 0 || p2.length > 0)
    throw new UserError(
      p2.length === 1 ? p2[0] : `Invalid settings:
  - ${p2.join("\n  - ")}`
    );
  return Object.freeze({ score, baseline: baseline2, gate, report });
}

// src/ports/git.ts
import { posix as posix4 } from "node:path";

// node_modules/@simple-git/args-pathspec/dist/index.mjs
var t = /* @__PURE__ */ new WeakMap();
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}

// node_modules/simple-git/dist/index.mjs
var import_file_exists = __toESM(require_dist2(), 1);
var import_debug = __toESM(require_src(), 1);
var import_promise_deferred = __toESM(require_dist3(), 1);
import { spawn as ve } from "node:child_process";
import { normalize as Se } from "node:path";

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* x(e, n) {
  const t2 = n === "global";
  for (const o2 of e)
    o2.isGlobal === t2 && (yield o2);
}
var P = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]);
var S = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]);
var E = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]);
var F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function A(e, n) {
  for (const { name: o2 } of x(e, "task")) {
    if (P.has(o2))
      return w(true, n);
    if (S.has(o2))
      return w(false, n);
  }
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : E.has(t2) ? w(true, n.slice(1)) : F.has(t2) ? w(false, n.slice(1)) : n.length === 1 ? w(false, n) : w(true, n);
}
function w(e = false, n = []) {
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t2,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N2({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t2 = N2(n), o2 = t2 && G(n.value);
    o2 && (yield {
      ...o2,
      scope: t2
    });
  }
}
function D(e, n, t2) {
  const o2 = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o2,
    M(n),
    A(n, t2)
  ), o2;
}
function L(e, n, t2) {
  if (t2 === null)
    return;
  const o2 = O(n, t2);
  t2.isWrite ? e.write.push(o2) : e.read.push(o2);
}
var C = {
  short: /* @__PURE__ */ new Map([
    ["c", true]
    //  -c <k=v>    set config key for this invocation
  ])
};
var I = {
  short: new Map([
    ["C", true],
    //  -C <path>   change working directory
    ["P", false],
    // -P          no pager (alias for --no-pager)
    ["h", false],
    // -h          help
    ["p", false],
    // -p          paginate
    ["v", false],
    // -v          version
    ...C.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
};
var R = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", true],
      // -b <branch>
      ["j", true],
      // -j <n>          parallel jobs
      ["l", false],
      // -l local
      ["n", false],
      // -n no-checkout
      ["o", true],
      // -o <name>       remote name
      ["q", false],
      // -q quiet
      ["s", false],
      // -s shared
      ["u", true]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", true],
      // -C <commit>  reuse message
      ["F", true],
      // -F <file>    read message from file
      ["c", true],
      // -c <commit>  reedit message
      ["m", true],
      // -m <msg>
      ["t", true]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", false],
      // -e  open editor
      ["f", true],
      //  -f <file>
      ["l", false]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", true],
      // -X <option>   strategy option
      ["f", false],
      // -f force-rebase
      ["i", false],
      // -i interactive
      ["k", false],
      // -k keep-base
      ["m", false],
      // -m merge
      ["n", false],
      // -n no-stat
      ["q", false],
      // -q quiet
      ["r", false],
      // -r rebase-merges
      ["s", true],
      // -s <strategy>
      ["v", false],
      // -v verbose
      ["x", true]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
};
var T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t2 = e.indexOf("=");
    if (t2 > 2)
      return [{ name: e.slice(0, t2), value: e.slice(t2 + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o2) }];
  }
  if (e.length === 2) {
    const t2 = e.charAt(1), o2 = n.short.get(t2);
    return [{ name: e, needsNext: o2 === true }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t2 = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < t2.length; a++) {
    const s = t2[a], r2 = n.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const i = t2.slice(a + 1).join("");
      if (i && ![...i].every((m2) => n.has(m2)))
        return o2.push({ name: `-${s}`, value: i, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function W(e, n = []) {
  let t2 = 0;
  for (; t2 < e.length; ) {
    const o2 = String(e[t2]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = b(o2);
    let s = t2 + 1;
    for (const r2 of a) {
      const i = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = true, s++), n.push(i);
    }
    t2 = s;
  }
  return { flags: n, taskIndex: t2 };
}
function V(e, n, t2 = []) {
  const o2 = B(n), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const i = e[r2];
    if (r(i)) {
      s.push(...o(i)), r2++;
      continue;
    }
    const p2 = String(i);
    if (p2 === "--") {
      for (let d2 = r2 + 1; d2 < e.length; d2++) {
        const g2 = e[d2];
        r(g2) ? s.push(...o(g2)) : s.push(String(g2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const m2 = b(p2, o2);
    let u2 = r2 + 1;
    for (const d2 of m2) {
      const g2 = {
        name: d2.name,
        value: d2.value,
        absorbedNext: false,
        isGlobal: false
      };
      d2.needsNext && g2.value === void 0 && u2 < e.length && !r(e[u2]) && (g2.value = String(e[u2]), g2.absorbedNext = true, u2++), t2.push(g2);
    }
    r2 = u2;
  }
  return { flags: t2, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t2 of K) {
      const o2 = t2(n.key);
      o2 && (yield o2);
    }
}
function f(e, n, t2 = String(e)) {
  const o2 = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o2.test(s))
      return {
        category: n,
        message: `Configuring ${t2} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t2 = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t2, n, e);
}
var K = [
  f("alias", "allowUnsafeAlias"),
  f("core.askPass", "allowUnsafeAskPass"),
  f("core.editor", "allowUnsafeEditor"),
  f("core.fsmonitor", "allowUnsafeFsMonitor"),
  f("core.gitProxy", "allowUnsafeGitProxy"),
  f("core.hooksPath", "allowUnsafeHooksPath"),
  f("core.pager", "allowUnsafePager"),
  f("core.sshCommand", "allowUnsafeSshCommand"),
  l("credential.helper", "allowUnsafeCredentialHelper"),
  l("diff.command", "allowUnsafeDiffExternal"),
  f("diff.external", "allowUnsafeDiffExternal"),
  l("difftool.cmd", "allowUnsafeDiffExternal"),
  l("diff.textconv", "allowUnsafeDiffTextConv"),
  l("filter.clean", "allowUnsafeFilter"),
  l("filter.process", "allowUnsafeFilter"),
  l("filter.smudge", "allowUnsafeFilter"),
  l("gpg.program", "allowUnsafeGpgProgram"),
  f("include.path", "allowUnsafeInclude"),
  l("includeIf", "allowUnsafeInclude"),
  f("init.templateDir", "allowUnsafeTemplateDir"),
  l("pager.", "allowUnsafePager"),
  l("merge.driver", "allowUnsafeMergeDriver"),
  l("mergetool.path", "allowUnsafeMergeDriver"),
  l("mergetool.cmd", "allowUnsafeMergeDriver"),
  l("protocol.allow", "allowUnsafeProtocolOverride"),
  l("remote.receivepack", "allowUnsafePack"),
  l("remote.uploadpack", "allowUnsafePack"),
  f("uploadpack.packObjectsHook", "allowUnsafePack"),
  f("sequence.editor", "allowUnsafeEditor"),
  l("submodule.update", "allowUnsafeSubmodule"),
  l("tar.command", "allowUnsafeCommandBinaries"),
  l("trailer.cmd", "allowUnsafeCommandBinaries"),
  l("trailer.command", "allowUnsafeCommandBinaries"),
  l("url.insteadOf", "allowUnsafeUrlRewrite")
];
function* H(e, n) {
  for (const t2 of n)
    for (const o2 of X) {
      const a = o2(e, t2);
      a && (yield a);
    }
}
function c2(e, n, t2, { name: o2 = String(n), globalOnly: a = false, withValue: s = false } = {}) {
  const r2 = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${t2}`;
  return function(m2, u2) {
    if (!(e && m2 !== e) && !(a && !u2.isGlobal) && !(s && u2.value === void 0) && r2.test(u2.name))
      return {
        category: t2,
        message: i
      };
  };
}
var h = { globalOnly: true, withValue: true };
var X = [
  c2(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  c2("clone", /^-\w*u/, "allowUnsafePack"),
  c2("clone", "--u", "allowUnsafePack"),
  c2("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  c2("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  c2(null, "--template", "allowUnsafeTemplateDir"),
  c2(null, "--exec-path", "allowUnsafeExec", h),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  c2(null, "--git-dir", "allowUnsafeConfigPaths", h),
  c2(null, "--work-tree", "allowUnsafeConfigPaths", h),
  c2(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
];
function k(e, n, t2) {
  return [...H(e, n), ...q(t2)];
}
function Y(...e) {
  const { flags: n, taskIndex: t2 } = W(e), o2 = t2 < e.length ? String(e[t2]).toLowerCase() : null, a = o2 !== null ? e.slice(t2 + 1) : [], { positionals: s, pathspecs: r2 } = V(a, o2, n), i = D(o2, n, s);
  return {
    task: o2,
    flags: n.map(J),
    paths: r2,
    config: i,
    vulnerabilities: z(k(o2, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
var y = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t2 = 0; t2 < n; t2++) {
    const o2 = e[`git_config_key_${t2}`], a = e[`git_config_value_${t2}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t2 = y[n];
      yield {
        category: t2,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t2}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t2, o2] of Object.entries(e)) {
    const a = t2.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o2));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t2 = {
    read: [],
    write: [...Q(n)]
  }, o2 = [
    ...Z(n),
    ...k(null, [], t2)
  ];
  return {
    config: t2,
    vulnerabilities: o2
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}

// node_modules/simple-git/dist/index.mjs
import { EventEmitter as Ce } from "node:events";
var O2 = class extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var Ae = class extends O2 {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
};
var A2 = class extends O2 {
  constructor(e, n, r2) {
    super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var at = class extends O2 {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
};
var xe = class extends O2 {
  constructor(e) {
    super(void 0, e);
  }
};
var I2 = "\0";
var W2 = () => {
};
function Ne(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function $e(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Pe(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function Me(t2, e = 0) {
  return Dt(t2) && t2.length > e ? t2[e] : void 0;
}
function N3(t2, e = 0) {
  if (Dt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Dt(t2) {
  return Bt(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ut(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function Lt(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function S2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function De(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ct(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
var ft = Object.prototype.toString.call.bind(Object.prototype.toString);
function v(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function jt(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function L2(t2) {
  return v(t2).map((e) => e instanceof String ? e : String(e));
}
function p(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function F2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Le(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function je(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function wt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function bt(t2) {
  if (t2 !== false)
    return t2;
}
function d(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
var K2 = (t2) => Array.isArray(t2);
function st(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
var m = (t2) => typeof t2 == "string" || r(t2);
var Be = (t2) => m(t2) || Buffer.isBuffer(t2);
var G2 = (t2) => m(t2) || Array.isArray(t2) && t2.every(m);
function lt(t2) {
  return !!t2 && ft(t2) === "[object Object]";
}
function Ie(t2) {
  return typeof t2 == "function";
}
var Bt = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
var V2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(V2 || {});
var z2 = class _z {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new _z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
};
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
var l2 = class {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ue, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r2) {
    const s = r2 && e.exec(r2);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
};
var x2 = class extends l2 {
  addMatch(e, n, r2) {
    return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
};
var Fe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: false
};
function Ge(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function It(t2, e = []) {
  return lt(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        st(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function h2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return It(ht(t2), r2), n || r2.push(...ze(t2)), r2;
}
function ze(t2) {
  const e = typeof N3(t2) == "function";
  return L2(d(N3(t2, e ? 1 : 0), K2, []));
}
function ht(t2) {
  const e = Ie(N3(t2));
  return d(N3(t2, e ? 1 : 0), lt);
}
function u(t2, e = true) {
  const n = Ne(N3(t2));
  return e || $e(n) ? n : void 0;
}
function Tt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function E2(t2, e, n, r2 = true) {
  return v(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (y2 = 0) => {
        if (!(i + y2 >= a))
          return o2[i + y2];
      };
      e.some(({ parse: y2 }) => y2(c3, t2));
    }
  }), t2;
}
var mt = ({ exitCode: t2 }, e, n, r2) => {
  if (t2 === V2.UNCLEAN && Ve(e))
    return n(Buffer.from("false"));
  r2(e);
};
var Ut = (t2) => t2.trim() === "true";
function We(t2) {
  switch (t2) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
var Xe = class {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
};
var Ye = /^[a-z]+\s*/i;
var Qe = /^[a-z]+\s+[a-z]+\s*/i;
var Je = /\/$/;
function Ze(t2, e) {
  const n = new Xe(t2), r2 = t2 ? Qe : Ye;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (Je.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
var Ft = [];
function tn(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser: t2
  };
}
function b2(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new xe(t2) : t2;
    }
  };
}
function g(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t2) {
  return t2.format === "buffer";
}
function kt(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
var nn = "Git clean interactive mode is not supported";
var rn = 'Git clean mode parameter ("n" or "f") is required';
var sn = "Git clean unknown option found in: ";
var zt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(zt || {});
var qt = /* @__PURE__ */ new Set([
  "i",
  ...L2(Object.values(zt))
]);
function on(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = cn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(hn) ? b2(nn) : an(n, r2)) : b2(sn + JSON.stringify(t2)) : b2(rn);
}
function an(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return Ze(t2 === "n", r2);
    }
  };
}
function un(t2) {
  return Array.isArray(t2) && t2.every((e) => qt.has(e));
}
function cn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function fn(t2) {
  return t2 === "f" || t2 === "n";
}
function ln(t2) {
  return /^-[a-z]$/i.test(t2) && qt.has(t2.charAt(1));
}
function hn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
var mn = class {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = N3(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r2) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
  }
};
function pn(t2) {
  const e = new mn();
  for (const n of Wt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Wt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function gn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Wt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = gn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Pe(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
var Ht = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Ht || {});
function Y2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Ht, t2) ? t2 : e;
}
function yn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function wn(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return dn(r2, t2);
    }
  };
}
function bn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        yn(
          t2,
          e,
          n[0] === true,
          Y2(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        wn(t2, Y2(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        bn(Y2(t2[0], void 0)),
        u(arguments)
      );
    }
  };
}
var Kt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Kt || {});
var kn = new Set(Object.values(Kt));
function _n(t2) {
  return kn.has(t2);
}
var _t;
var vn = ["-h"];
var j2 = /* @__PURE__ */ Symbol("grepQuery");
var En = class {
  constructor() {
    this[_t] = [];
  }
  *[(_t = j2, Symbol.iterator)]() {
    for (const e of this[j2])
      yield e;
  }
  and(...e) {
    return e.length && this[j2].push("--and", "(", ...U(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[j2].push(...U(e, "-e")), this;
  }
};
function Sn(...t2) {
  return new En().param(...t2);
}
function Rn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t2, (r2) => {
    const [s, o2, i] = r2.split(I2);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t2) {
      const e = u(arguments), n = h2(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            b2(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Sn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
var Vt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Vt || {});
var Cn = L2(Object.values(Vt));
function An(t2, e) {
  const n = ["reset"];
  return Xt(t2) && n.push(`--${t2}`), n.push(...e), g(n);
}
function xn(t2) {
  if (Xt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t2) {
  return typeof t2 == "string" && Cn.includes(t2);
}
import_debug.default.formatters.L = (t2) => String(Bt(t2) ? t2.length : "-");
import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : ft(t2);
function Nn() {
  return (0, import_debug.default)("simple-git");
}
function vt(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function $n(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Nn()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = $n(d(e, m), i, r2);
  return y2(n);
  function c3(w2, T2) {
    return S2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function y2(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && vt(i, T2) || W2, C2 = vt(r2, `${s} ${T2}`, k2);
    return Object.assign(i ? k2 : C2, {
      label: t2,
      sibling: c3,
      info: C2,
      step: y2
    });
  }
}
var M2 = class M3 {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = M3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
    return {
      task: e,
      logger: r2,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
      n === e.task ? (r2.info("Failed %o", e), r2(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r2.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new O2(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++M3.counter}`;
  }
};
M2.counter = 0;
var ot = M2;
var Pn = class {
  constructor(e, n, r2) {
    this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new ot();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r2(), n();
    }
  }
  onFatalException(e, n) {
    const r2 = n instanceof O2 ? Object.assign(n, { task: e }) : new O2(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
  }
  async attemptRemoteTask(e, n) {
    const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o2 = await this.gitResponse(
      e,
      r2,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r2, s) {
    const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
    return new Promise((y2, w2) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o2);
      const { error: T2 } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r2
        }
      );
      if (T2 && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r2,
          T2,
          (k2) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k2)), y2(
              new z2(
                Array.isArray(k2) ? Buffer.concat(k2) : k2,
                Buffer.concat(c3)
              )
            );
          },
          w2
        );
      if (T2)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o2,
          c3.length,
          i
        ), w2(T2);
      s.info("retrieving task output complete"), y2(new z2(Buffer.concat(a), Buffer.concat(c3)));
    });
  }
  async gitResponse(e, n, r2, s, o2) {
    const i = o2.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: true
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c3) => {
      const y2 = [], w2 = [];
      o2.info("%s %o", n, r2), o2("%O", a);
      let T2 = this._beforeSpawn(e, r2);
      if (T2)
        return c3({
          stdOut: y2,
          stdErr: w2,
          exitCode: 9901,
          rejection: T2
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r2),
        kill(C2) {
          T2 = C2 || T2;
        }
      });
      const k2 = ve(n, r2, a);
      k2.stdout.on(
        "data",
        Et(y2, "stdOut", o2, i.step("stdOut"))
      ), k2.stderr.on(
        "data",
        Et(w2, "stdErr", o2, i.step("stdErr"))
      ), k2.on("error", Mn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r2),
        spawned: k2,
        close(C2, Te) {
          c3({
            stdOut: y2,
            stdErr: w2,
            exitCode: C2,
            rejection: T2 || Te
          });
        },
        kill(C2) {
          k2.killed || (T2 = C2, k2.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r2;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r2 = s || r2;
      }
    }), r2;
  }
  taskContext(e, n) {
    return {
      method: String(Me(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: kt(e) ? void 0 : e.input
    };
  }
};
function Mn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
var Dn = class {
  constructor(e, n, r2) {
    this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
  }
  chain() {
    return new Pn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
};
function Ln(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function St(t2, e) {
  return tn((n) => {
    if (!Lt(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function Q2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        Q2(h2(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        Q2(["-b", t2, e, ...h2(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        Q2(["-b", t2, ...h2(arguments)]),
        u(arguments)
      );
    }
  };
}
var Yt = (t2, e, n) => {
  const r2 = ["clone", ...n];
  return m(t2) && r2.push(c(t2)), m(e) && r2.push(c(e)), g(r2);
};
var Bn = (t2, e, n) => (S2(n, "--mirror"), Yt(t2, e, n));
function Rt(t2, e, n, ...r2) {
  return m(n) ? e(n, d(r2[0], m), h2(arguments)) : b2(`git.${t2}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t2, m), ...e),
        u(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t2, m), ...e),
        u(arguments)
      );
    }
  };
}
var Un = [
  new l2(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
    t2.branch = e, t2.commit = r2, t2.root = !!n;
  }),
  new l2(/\s*Author:\s(.+)/i, (t2, [e]) => {
    const n = e.split("<"), r2 = n.pop();
    !r2 || !r2.includes("@") || (t2.author = {
      email: r2.substr(0, r2.length - 1),
      name: n.join("<").trim()
    });
  }),
  new l2(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
    }
  ),
  new l2(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
    }
  )
];
function Fn(t2) {
  return E2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t2);
}
function Gn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r2 = u(arguments), s = t2(e) || Gn(
        v(e),
        v(d(n[0], G2, [])),
        [
          ...L2(d(n[1], K2, [])),
          ...h2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !G2(e) && b2(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
var Wn = new l2(
  /([a-z-]+): (\d+)$/,
  (t2, [e, n]) => {
    const r2 = jt(e);
    Object.hasOwn(t2, r2) && (t2[r2] = p(n));
  }
);
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return E2(qn(), [Wn], t2);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], true),
        u(arguments)
      );
    }
  };
}
function Vn(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g(n, true);
}
var J2 = class {
  constructor(e, n, r2, s) {
    this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
  }
};
var Xn = /^Init.+ repository in (.+)$/;
var Yn = /^Rein.+ in (.+)$/;
function Qn(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = Xn.exec(r2))
    return new J2(t2, e, false, s[1]);
  if (s = Yn.exec(r2))
    return new J2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new J2(t2, e, /^re/i.test(r2), o2);
}
var Qt = "--bare";
function Jn(t2) {
  return t2.includes(Qt);
}
function Zn(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !Jn(r2) && r2.splice(1, 0, Qt), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return Qn(r2.includes("--bare"), e, s);
    }
  };
}
function tr(t2) {
  return t2 === void 0 ? b2("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            jt(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function er() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        tr(d(t2, Be)),
        u(arguments)
      );
    }
  };
}
var R2 = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(R2 || {});
var Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
function pt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = Jt.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t2) {
  return Jt.test(t2);
}
var rr = class {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
};
var Ot = [
  new l2(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t2, [e, n, r2 = ""]) => {
      t2.files.push({
        file: e.trim(),
        changes: p(n),
        insertions: r2.replace(/[^+]/g, "").length,
        deletions: r2.replace(/[^-]/g, "").length,
        binary: false
      });
    }
  ),
  new l2(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t2, [e, n, r2]) => {
      t2.files.push({
        file: e.trim(),
        before: p(n),
        after: p(r2),
        binary: true
      });
    }
  ),
  new l2(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
    t2.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: true
    });
  }),
  new l2(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t2, [e, n]) => {
      const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t2.changed = p(e), t2.insertions = p(r2?.[1]), t2.deletions = p(s?.[1]);
    }
  )
];
var sr = [
  new l2(
    /(\d+)\t(\d+)\t(.+)$/,
    (t2, [e, n, r2]) => {
      const s = p(e), o2 = p(n);
      t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
        file: r2,
        changes: s + o2,
        insertions: s,
        deletions: o2,
        binary: false
      });
    }
  ),
  new l2(/-\t-\t(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: true
    });
  })
];
var or = [
  new l2(/(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: false
    });
  })
];
var ir = [
  new l2(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t2, [e, n, r2, s, o2]) => {
      t2.changed++, t2.files.push({
        file: o2 ?? r2,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: false,
        status: bt(_n(e) && e),
        from: bt(!!o2 && r2 !== o2 && r2),
        similarity: p(n)
      });
    }
  )
];
var ar = {
  [R2.NONE]: Ot,
  [R2.STAT]: Ot,
  [R2.NUM_STAT]: sr,
  [R2.NAME_STATUS]: ir,
  [R2.NAME_ONLY]: or
};
function Zt(t2 = R2.NONE) {
  const e = ar[t2];
  return (n) => E2(new rr(), e, n, false);
}
var te = "òòòòòò ";
var ee2 = " òò";
var ne2 = " ò ";
var ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
function cr(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t2 = ne2, e = ur, n = R2.NONE) {
  const r2 = Zt(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      te
    ).map(function(i) {
      const a = i.split(ee2), c3 = cr(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function fr(t2) {
  let e = pt(t2);
  const n = ["diff"];
  return e === R2.NONE && (e = R2.STAT, n.push("--stat=4096")), n.push(...t2), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t2) {
  const e = t2.filter(nr);
  if (e.length > 1)
    return b2(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b2(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var se = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(se || {});
function lr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function hr(t2) {
  return Object.keys(t2).reduce((e, n) => (n in se || (e[n] = t2[n]), e), {});
}
function oe2(t2 = {}, e = []) {
  const n = d(t2.splitter, m, ne2), r2 = lt(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = lr(r2, n), i = [], a = [
    `--pretty=format:${te}${o2}${ee2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const y2 = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${y2}${t2.to || ""}`);
  }
  return m(t2.file) && a.push("--follow", c(t2.file)), It(hr(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t2, e, n) {
  const r2 = re(t2, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function pr() {
  return {
    log(...n) {
      const r2 = u(arguments), s = oe2(
        ht(arguments),
        L2(d(arguments[0], K2, []))
      ), o2 = e(...n) || dt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return m(n) && m(r2) && b2(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
var Z2 = class {
  constructor(e, n = null, r2) {
    this.reason = e, this.file = n, this.meta = r2;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
};
var dr = class {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
};
var ie = class {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
};
var gr = class {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
};
function tt(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
var yr = [
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
      Object.assign(s, { [r2]: p(n) });
    }
  ),
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
      Object.assign(s, { [r2]: p(n) });
    }
  ),
  new x2(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t2, [e, n, r2]) => {
      const s = tt(t2.remoteMessages);
      s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r2);
    }
  )
];
var wr = [
  new x2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
  ...yr,
  new x2(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t2, [e]) => {
      t2.remoteMessages.pullRequestUrl = e;
    }
  ),
  new x2(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t2, [e, n, r2]) => {
      t2.remoteMessages.vulnerabilities = {
        count: p(e),
        summary: n,
        url: r2
      };
    }
  )
];
function ae(t2, e) {
  return E2({ remoteMessages: new br() }, wr, e);
}
var br = class {
  constructor() {
    this.all = [];
  }
};
var Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
var kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
var _r = /^(create|delete) mode \d+ (.+)/;
var vr = [
  new l2(Tr, (t2, [e, n, r2]) => {
    t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
  }),
  new l2(kr, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
  new l2(_r, (t2, [e, n]) => {
    S2(t2.files, n), S2(e === "create" ? t2.created : t2.deleted, n);
  })
];
var Er = [
  new l2(/^from\s(.+)$/i, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/^fatal:\s(.+)$/, (t2, [e]) => {
    t2.message = e;
  }),
  new l2(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t2, [e, n, r2, s]) => {
      t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
    }
  )
];
var Sr = (t2, e) => E2(new ie(), vr, [t2, e]);
var ue = (t2, e) => Object.assign(
  new ie(),
  Sr(t2, e),
  ae(t2, e)
);
function Rr(t2, e) {
  const n = E2(new gr(), Er, [t2, e]);
  return n.message && n;
}
var Or = [
  new l2(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
    t2.merges.push(e);
  }),
  new l2(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
    t2.conflicts.push(new Z2(e, n));
  }),
  new l2(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t2, [e, n, r2]) => {
      t2.conflicts.push(new Z2(e, n, { deleteRef: r2 }));
    }
  ),
  new l2(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
    t2.conflicts.push(new Z2(e, null));
  }),
  new l2(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
    t2.result = e;
  })
];
var Cr = (t2, e) => Object.assign(Ar(t2), ue(t2, e));
var Ar = (t2) => E2(new dr(), Or, t2);
function At(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Cr(e, n);
      if (r2.failed)
        throw new at(r2);
      return r2;
    }
  } : b2("Git.merge requires at least one option");
}
function xr(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
var Nr = [
  new l2(/^Pushing to (.+)$/, (t2, [e]) => {
    t2.repo = e;
  }),
  new l2(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
    t2.ref = {
      ...t2.ref || {},
      local: e
    };
  }),
  new l2(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
    t2.pushed.push(xr(e, n, r2));
  }),
  new l2(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t2, [e, n, r2]) => {
      t2.branch = {
        ...t2.branch || {},
        local: e,
        remote: n,
        remoteName: r2
      };
    }
  ),
  new l2(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t2, [e, n, r2, s]) => {
      t2.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r2,
          to: s
        }
      };
    }
  )
];
var $r = (t2, e) => {
  const n = Pr(t2, e), r2 = ae(t2, e);
  return {
    ...n,
    ...r2
  };
};
var Pr = (t2, e) => E2({ pushed: [] }, Nr, [t2, e]);
function Mr(t2 = {}, e) {
  return S2(e, "--tags"), ce(t2, e);
}
function ce(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ct(n, "-v"), S2(n, "--verbose"), S2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t2 = ["show", ...h2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Gt(t2),
        u(arguments)
      );
    },
    show() {
      const t2 = ["show", ...h2(arguments, 1)];
      return this._runTask(
        g(t2),
        u(arguments)
      );
    }
  };
}
var Lr = /^(.+)\0(.+)$/;
var jr = class {
  constructor(e, n, r2) {
    if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
      const s = Lr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
};
var Br = class {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
  }
};
function xt(t2) {
  const [e, n] = t2.split(I2);
  return {
    from: n || e,
    to: e
  };
}
function _2(t2, e, n) {
  return [`${t2}${e}`, n];
}
function et(t2, ...e) {
  return e.map((n) => _2(t2, n, (r2, s) => r2.conflicted.push(s)));
}
var Ir = new Map([
  _2(
    " ",
    "A",
    (t2, e) => t2.created.push(e)
  ),
  _2(
    " ",
    "D",
    (t2, e) => t2.deleted.push(e)
  ),
  _2(
    " ",
    "M",
    (t2, e) => t2.modified.push(e)
  ),
  _2("A", " ", (t2, e) => {
    t2.created.push(e), t2.staged.push(e);
  }),
  _2("A", "M", (t2, e) => {
    t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
  }),
  _2("D", " ", (t2, e) => {
    t2.deleted.push(e), t2.staged.push(e);
  }),
  _2("M", " ", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("M", "M", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("R", " ", (t2, e) => {
    t2.renamed.push(xt(e));
  }),
  _2("R", "M", (t2, e) => {
    const n = xt(e);
    t2.renamed.push(n), t2.modified.push(n.to);
  }),
  _2("!", "!", (t2, e) => {
    (t2.ignored = t2.ignored || []).push(e);
  }),
  _2(
    "?",
    "?",
    (t2, e) => t2.not_added.push(e)
  ),
  ...et(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t2, e) => {
      const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = d(a?.[1], m, null), a = o2.exec(e), t2.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t2.current = d(a?.[1], m, t2.current)), t2.detached = /\(no branch\)/.test(e);
    }
  ]
]);
var Ur = function(t2) {
  const e = t2.split(I2), n = new Br();
  for (let r2 = 0, s = e.length; r2 < s; ) {
    let o2 = e[r2++].trim();
    o2 && (o2.charAt(0) === "R" && (o2 += I2 + (e[r2++] || "")), Fr(n, o2));
  }
  return n;
};
function Fr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Ir.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new jr(i, s, o2));
  }
}
var Gr = ["--null", "-z"];
function zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
var fe = "installed=false";
function q2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function qr() {
  return q2(0, 0, 0, "", false);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t2, e, n, r2) {
          if (t2.exitCode === V2.NOT_FOUND)
            return n(Buffer.from(fe));
          r2(e);
        }
      });
    }
  };
}
var Hr = [
  new l2(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(
        t2,
        q2(p(e), p(n), p(r2), s)
      );
    }
  ),
  new l2(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(t2, q2(p(e), p(n), r2, s));
    }
  )
];
function Kr(t2) {
  return t2 === fe ? qr() : E2(q2(0, 0, 0, t2), Hr, t2);
}
var le = class {
  constructor(e) {
    this._executor = e;
  }
  _runTask(e, n) {
    const r2 = this._executor.chain(), s = r2.push(e);
    return n && Ln(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r2 }
    });
  }
  add(e) {
    return this._runTask(
      g(["add", ...v(e)]),
      u(arguments)
    );
  }
  cwd(e) {
    const n = u(arguments);
    return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      St(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      b2("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      Vn(e, n === true),
      u(arguments)
    );
  }
  init(e) {
    return this._runTask(
      Zn(e === true, this._executor.cwd, h2(arguments)),
      u(arguments)
    );
  }
  merge() {
    return this._runTask(
      At(h2(arguments)),
      u(arguments)
    );
  }
  mergeFromTo(e, n) {
    return m(e) && m(n) ? this._runTask(
      At([e, n, ...h2(arguments)]),
      u(arguments, false)
    ) : this._runTask(
      b2(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = ce(
      {
        remote: d(arguments[0], m),
        branch: d(arguments[1], m)
      },
      h2(arguments)
    );
    return this._runTask(e, u(arguments));
  }
  stash() {
    return this._runTask(
      g(["stash", ...h2(arguments)]),
      u(arguments)
    );
  }
  status() {
    return this._runTask(
      zr(h2(arguments)),
      u(arguments)
    );
  }
};
Object.assign(
  le.prototype,
  jn(),
  In(),
  zn(),
  Tn(),
  Hn(),
  Kn(),
  On(),
  er(),
  pr(),
  Dr(),
  Wr()
);
var Vr = /* @__PURE__ */ (() => {
  let t2 = 0;
  return () => {
    t2++;
    const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
    return {
      promise: e,
      done: n,
      id: t2
    };
  };
})();
var Xr = class {
  constructor(e = 2) {
    this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = S2(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = S2(this.pending, Vr());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
};
function Yr(t2, e) {
  return g(["apply", ...e, ...t2]);
}
var he = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(he || {});
var Qr = class {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = false;
  }
  push(e, n, r2, s, o2) {
    e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r2,
      commit: s,
      label: o2
    };
  }
};
var Jr = [
  new l2(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), true, n, r2, s);
    }
  ),
  new l2(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), false, n, r2, s);
    }
  )
];
var Zr = new l2(/^(\S+)$/s, (t2, [e]) => {
  t2.push(he.CURRENT, false, e, "", "");
});
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function me(t2, e = false) {
  return E2(
    new Qr(),
    e ? [Zr] : Jr,
    t2
  );
}
var ts = class {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
};
function es(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function ns(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
var rs = /(\S+)\s+\(\S+\s([^)]+)\)/;
var pe = /^error[^']+'([^']+)'/m;
var ss = [
  new l2(rs, (t2, [e, n]) => {
    const r2 = es(e, n);
    t2.all.push(r2), t2.branches[e] = r2;
  }),
  new l2(pe, (t2, [e]) => {
    const n = ns(e);
    t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
  })
];
var gt = (t2, e) => E2(new ts(), ss, [t2, e]);
function de(t2, e) {
  return e === V2.ERROR && pe.test(t2);
}
function os(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function is(t2) {
  const e = os(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? gt(s, o2).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return me(t2);
    }
  };
}
function us(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return gt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!de(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function cs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return gt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!de(String(i), r2))
        return c3(i);
      throw new at(
        n.parser(F2(o2), F2(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ls
  };
}
function ls(t2) {
  return t2.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Se(e);
}
var ms = [
  new l2(/From (.+)$/, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.branches.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.tags.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
    t2.deleted.push({
      tracking: e
    });
  }),
  new l2(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t2, [e, n, r2, s]) => {
      t2.updated.push({
        name: r2,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function ps(t2, e) {
  return E2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t2, e]);
}
function ds(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function gs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(ds) ? b2("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: ps
  };
}
var ys = [
  new l2(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
    t2.moves.push({ from: e, to: n });
  })
];
function ws(t2) {
  return E2({ moves: [] }, ys, t2);
}
function bs(t2, e) {
  return {
    commands: ["mv", "-v", ...v(t2), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return ue(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Rr(
        F2(s.stdOut),
        F2(s.stdErr)
      );
      if (c3)
        return a(new at(c3));
      a(o2);
    }
  };
}
function ks(t2) {
  const e = {};
  return ge(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t2) {
  const e = {};
  return ge(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function ge(t2, e) {
  ut(t2, (n) => e(n.split(/\s+/)));
}
function vs(t2, e, n) {
  return g(["remote", "add", ...n, t2, e]);
}
function Es(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? _s : ks
  };
}
function Ss(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t2) {
  return g(["remote", "remove", t2]);
}
function Cs(t2 = {}, e) {
  const n = oe2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r2)
  );
  return dt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function As(t2, e) {
  return X2(["add", t2, e]);
}
function xs(t2) {
  return X2(["init", ...t2]);
}
function X2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t2) {
  return X2(["update", ...t2]);
}
var $s = class {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
};
var Ps = function(t2, e = false) {
  const n = t2.split(`
`).map(Ds).filter(Boolean);
  e || n.sort(function(s, o2) {
    const i = s.split("."), a = o2.split(".");
    if (i.length === 1 || a.length === 1)
      return Ms(B2(i[0]), B2(a[0]));
    for (let c3 = 0, y2 = Math.max(i.length, a.length); c3 < y2; c3++) {
      const w2 = ye(B2(i[c3]), B2(a[c3]));
      if (w2)
        return w2;
    }
    return 0;
  });
  const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new $s(n, r2);
};
function Ms(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? ye(t2, e) : 0;
}
function ye(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ds(t2) {
  return t2.trim();
}
function B2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Bs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f2(t2, e) {
  this._plugins = e, this._executor = new Dn(
    t2.baseDir,
    new Xr(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
(f2.prototype = Object.create(le.prototype)).constructor = f2;
f2.prototype.customBinary = function(t2) {
  return this._plugins.reconfigure("binary", t2), this;
};
f2.prototype.env = function(t2, e) {
  return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
};
f2.prototype.stashList = function(t2) {
  return this._runTask(
    Cs(
      ht(arguments) || {},
      K2(t2) && t2 || []
    ),
    u(arguments)
  );
};
f2.prototype.mv = function(t2, e) {
  return this._runTask(bs(t2, e), u(arguments));
};
f2.prototype.checkoutLatestTag = function(t2) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r2) {
      e.checkout(r2.latest, t2);
    });
  });
};
f2.prototype.pull = function(t2, e, n, r2) {
  return this._runTask(
    Ts(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.fetch = function(t2, e) {
  return this._runTask(
    gs(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.tags = function(t2, e) {
  return this._runTask(
    Ls(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.rebase = function() {
  return this._runTask(
    g(["rebase", ...h2(arguments)]),
    u(arguments)
  );
};
f2.prototype.reset = function(t2) {
  return this._runTask(
    An(xn(t2), h2(arguments)),
    u(arguments)
  );
};
f2.prototype.revert = function(t2) {
  const e = u(arguments);
  return typeof t2 != "string" ? this._runTask(b2("Commit must be a string"), e) : this._runTask(
    g(["revert", ...h2(arguments, 0, true), t2]),
    e
  );
};
f2.prototype.addTag = function(t2) {
  const e = typeof t2 == "string" ? js(t2) : b2("Git.addTag requires a tag name");
  return this._runTask(e, u(arguments));
};
f2.prototype.addAnnotatedTag = function(t2, e) {
  return this._runTask(
    Bs(t2, e),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranch = function(t2, e, n) {
  return this._runTask(
    cs(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranches = function(t2, e, n) {
  return this._runTask(
    us(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.branch = function(t2, e) {
  return this._runTask(
    is(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.branchLocal = function(t2) {
  return this._runTask(as(), u(arguments));
};
f2.prototype.raw = function(t2) {
  const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!st(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...h2(arguments, 0, true));
  var r2 = u(arguments);
  return n.length ? this._runTask(g(n, this._trimmed), r2) : this._runTask(
    b2("Raw: must supply one or more command to execute"),
    r2
  );
};
f2.prototype.submoduleAdd = function(t2, e, n) {
  return this._runTask(As(t2, e), u(arguments));
};
f2.prototype.submoduleUpdate = function(t2, e) {
  return this._runTask(
    Ns(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.submoduleInit = function(t2, e) {
  return this._runTask(
    xs(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.subModule = function(t2, e) {
  return this._runTask(
    X2(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.listRemote = function() {
  return this._runTask(
    Ss(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.addRemote = function(t2, e, n) {
  return this._runTask(
    vs(t2, e, h2(arguments)),
    u(arguments)
  );
};
f2.prototype.removeRemote = function(t2, e) {
  return this._runTask(Os(t2), u(arguments));
};
f2.prototype.getRemotes = function(t2, e) {
  return this._runTask(Es(t2 === true), u(arguments));
};
f2.prototype.remote = function(t2, e) {
  return this._runTask(
    Rs(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.tag = function(t2, e) {
  const n = h2(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
};
f2.prototype.updateServerInfo = function(t2) {
  return this._runTask(
    g(["update-server-info"]),
    u(arguments)
  );
};
f2.prototype.pushTags = function(t2, e) {
  const n = Mr(
    { remote: d(t2, m) },
    h2(arguments)
  );
  return this._runTask(n, u(arguments));
};
f2.prototype.rm = function(t2) {
  return this._runTask(
    g(["rm", "-f", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.rmKeepLocal = function(t2) {
  return this._runTask(
    g(["rm", "--cached", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.catFile = function(t2, e) {
  return this._catFile("utf-8", arguments);
};
f2.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
f2.prototype._catFile = function(t2, e) {
  var n = u(e), r2 = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      b2("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r2.push.apply(r2, s);
  const o2 = t2 === "buffer" ? Gt(r2) : g(r2);
  return this._runTask(o2, n);
};
f2.prototype.diff = function(t2, e) {
  const n = m(t2) ? b2(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g(["diff", ...h2(arguments)]);
  return this._runTask(n, u(arguments));
};
f2.prototype.diffSummary = function() {
  return this._runTask(
    fr(h2(arguments, 1)),
    u(arguments)
  );
};
f2.prototype.applyPatch = function(t2) {
  const e = G2(t2) ? Yr(v(t2), h2([].slice.call(arguments, 1))) : b2(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u(arguments));
};
f2.prototype.revparse = function() {
  const t2 = ["rev-parse", ...h2(arguments, true)];
  return this._runTask(
    g(t2, true),
    u(arguments)
  );
};
f2.prototype.clean = function(t2, e, n) {
  const r2 = un(t2), s = r2 && t2.join("") || d(t2, m) || "", o2 = h2([].slice.call(arguments, r2 ? 1 : 0));
  return this._runTask(
    on(s, o2),
    u(arguments)
  );
};
f2.prototype.exec = function(t2) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t2 == "function" && t2();
    }
  };
  return this._runTask(e);
};
f2.prototype.checkIgnore = function(t2, e) {
  return this._runTask(
    fs(v(d(t2, G2, []))),
    u(arguments)
  );
};
f2.prototype.checkIsRepo = function(t2, e) {
  return this._runTask(
    We(d(t2, m)),
    u(arguments)
  );
};
function Is(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new A2(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new A2(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
var Us = $2("", "plugin:allowEnvironment");
function Fs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Gs(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new A2(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t2) {
  const e = t2.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t2 = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r2 of oe(e, n))
        if (t2[r2.category] !== true)
          throw new A2(void 0, "unsafe", r2.message);
      return e;
    }
  };
}
function qs(t2) {
  const e = U(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
var $t = (0, import_promise_deferred.deferred)().promise;
function Ws({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? $t : o2.closeTimeout.promise,
      e === false ? $t : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, y2 = () => {
        c3 = false;
      };
      o2.stdout?.on("data", y2), o2.stderr?.on("data", y2), o2.on("error", y2), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await wt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
var we = $2("", "plugin:binary");
var Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
var Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
function Vs(t2) {
  return !t2 || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t2);
}
function Pt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new A2(void 0, "binary", Hs);
  if (t2.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t2);
    else
      throw new A2(void 0, "binary", Ks);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function Xs(t2, e = ["git"], n = false) {
  let r2 = Pt(v(e), n);
  t2.on("binary", (s) => {
    r2 = Pt(v(s), n), we.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
var be = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function Ys(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
var Qs = class extends O2 {
  constructor(e = "") {
    const n = Ys(e);
    super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
};
function Js(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function Zs(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function to(t2 = false, e = Js, n = Zs) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function eo(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new Qs(e) : new O2(void 0, e);
}
function Mt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: eo(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
var nt = $2("", "plugin:input");
function no(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
var ro = class {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new Ce();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r2 = S2(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r2);
  }
  add(e) {
    const n = [];
    return v(e).forEach(
      (r2) => {
        r2 && this.plugins.add(S2(n, r2));
      }
    ), () => {
      n.forEach((r2) => {
        this.plugins.delete(r2);
      });
    };
  }
  exec(e, n, r2) {
    let s = n;
    const o2 = Object.freeze(Object.create(r2));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o2));
    return s;
  }
};
function so(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? De(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: oo(c3[1]),
          progress: p(c3[2]),
          processed: p(c3[3]),
          total: p(c3[4])
        });
      });
    }
  }];
}
function oo(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t2) {
  const e = je(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new A2(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var wo = (t2, e) => {
  const n = new ro(), r2 = Ge(
    t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
    e
  );
  if (!Lt(r2.baseDir))
    throw new Ae(
      r2,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r2.config) && n.add(qs(r2.config)), n.add(zs(r2.unsafe)), n.add(Ws(r2.completion)), r2.abort && n.add(Is(r2.abort)), r2.progress && n.add(so(r2.progress)), r2.timeout && n.add(uo(r2.timeout)), r2.spawnOptions && n.add(io(r2.spawnOptions)), n.add(ao()), n.add(no(r2.input)), n.add(Mt(to(true))), r2.errors && n.add(Mt(r2.errors)), Xs(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
    Fs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
  ), new f2(r2, n);
};

// src/ports/git.ts
var lines = (text2) => text2.split("\n").map((l3) => l3.trim()).filter((l3) => l3 !== "");
function safeRef(ref) {
  if (ref === "" || ref.startsWith("-")) throw new UserError(`Invalid git ref '${ref}'.`);
  return ref;
}
var relativeSpec = (ref, path) => `${safeRef(ref)}:./${posix4.normalize(path).replace(/^(\.\/)+/, "")}`;
function decode(bytes, where) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new DataError({ file: where }, "invalid UTF-8; expected UTF-8 text");
  }
}
function parseRemoteTags(output) {
  const commits = /* @__PURE__ */ new Map();
  for (const line of lines(output)) {
    const [commit, ref] = line.split("	");
    if (commit === void 0 || ref === void 0 || !ref.startsWith("refs/tags/")) continue;
    const name = ref.slice("refs/tags/".length);
    if (name.endsWith("^{}")) commits.set(name.slice(0, -3), commit);
    else if (!commits.has(name)) commits.set(name, commit);
  }
  return [...commits].map(([name, commit]) => ({ name, commit }));
}
function redactUrls(text2) {
  return text2.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
}
async function remote(run) {
  try {
    return await run();
  } catch (error) {
    const text2 = redactUrls(error instanceof Error ? error.message : String(error));
    const line = text2.split("\n").find((l3) => l3.trim() !== "") ?? "git failed";
    throw new Error(line.trim());
  }
}
async function orNull(run) {
  try {
    return await run();
  } catch {
    return null;
  }
}
function createGitPort(baseDir, origin = "origin") {
  const git = wo({ baseDir, trimmed: true });
  const raw2 = (args) => git.raw(args);
  return {
    isRepository: async () => await orNull(() => raw2(["rev-parse", "--is-inside-work-tree"])) === "true",
    isShallow: async () => await raw2(["rev-parse", "--is-shallow-repository"]) === "true",
    commitOf: async (ref) => await orNull(() => raw2(["rev-parse", "--verify", "--quiet", `${safeRef(ref)}^{commit}`])) || null,
    mergedTags: async (glob, ref) => lines(await raw2(["tag", "--list", glob, "--merged", safeRef(ref)])),
    tagsAt: async (glob, ref) => lines(await raw2(["tag", "--list", glob, "--points-at", safeRef(ref)])),
    remoteTags: (glob) => remote(
      async () => parseRemoteTags(await raw2(["ls-remote", "--tags", origin, `refs/tags/${glob}`]))
    ),
    fetchTag: (name) => remote(async () => {
      await raw2([
        "fetch",
        "--no-tags",
        "--depth=1",
        origin,
        `refs/tags/${safeRef(name)}:refs/tags/${name}`
      ]);
    }),
    listFiles: async (ref, path) => lines(
      await orNull(() => raw2(["ls-tree", "-r", "--name-only", safeRef(ref), "--", path])) ?? ""
    ),
    readFile: async (ref, path) => {
      const spec = relativeSpec(ref, path);
      if (await orNull(() => raw2(["cat-file", "-e", spec])) === null) return null;
      return decode(await git.showBuffer(spec), `${ref}:${path}`);
    }
  };
}

// src/report/progress.ts
var CLEAR_LINE = "\r\x1B[K";
function progressLine(stage, index, total2, elapsedMs) {
  const elapsed = elapsedMs >= 1e3 ? ` (${(elapsedMs / 1e3).toFixed(0)} s)` : "";
  return `${CLEAR_LINE}goldgate: [${index}/${total2}] ${stage}…${elapsed}`;
}

// src/report/run-csv.ts
var COUNT_KEYS = [
  "possible",
  "actual",
  "correct",
  "incorrect",
  "partial",
  "missed",
  "spurious"
];
var RATE_KEYS = ["precision", "recall", "f1"];
function deltaCells2(d2) {
  return d2 === void 0 ? ["", "", "", "", ""] : [d2.baseline, d2.delta, d2.ci.lower, d2.ci.upper, d2.p];
}
function typesCsv(run) {
  const c3 = run.comparison.kind === "compared" ? run.comparison : null;
  const names = [
    .../* @__PURE__ */ new Set([...Object.keys(run.scores.types), ...Object.keys(c3?.types ?? {})])
  ].sort();
  const failing = new Set(run.verdict.failures.flatMap((f3) => f3.type ?? []));
  const warned = new Set(run.verdict.warnings.flatMap((f3) => f3.type ?? []));
  const rows = names.flatMap(
    (name) => SPAN_SCHEMES.map((scheme) => {
      const s = run.scores.types[name]?.[scheme];
      const t2 = c3?.types[name];
      const finding2 = failing.has(name) ? "fail" : warned.has(name) ? "warn" : "";
      return [
        name,
        scheme,
        t2?.status ?? "both",
        ...COUNT_KEYS.map((k2) => s?.[k2]),
        ...RATE_KEYS.map((k2) => s?.[k2]),
        ...deltaCells2(t2?.status === "both" ? t2[scheme].f1 : void 0),
        finding2
      ];
    })
  );
  const header = ["type", "scheme", "status", ...COUNT_KEYS, ...RATE_KEYS];
  return renderCsv(
    [...header, "baseline_f1", "delta_f1", "ci_lower", "ci_upper", "p_value", "finding"],
    rows
  );
}
function documentsCsv(run) {
  const { beta, compat } = run.scores.settings;
  const arithmetic = rateArithmetic(compat);
  const rows = run.scores.documents.flatMap(
    (doc) => SPAN_SCHEMES.map((scheme) => {
      const s = scoreTally(doc.clash, scheme, beta, arithmetic);
      return [doc.id, scheme, ...COUNT_KEYS.map((k2) => s[k2]), ...RATE_KEYS.map((k2) => s[k2])];
    })
  );
  return renderCsv(["document", "scheme", ...COUNT_KEYS, ...RATE_KEYS], rows);
}
function stateCells(state2) {
  return state2 === null ? ["", "", ""] : [state2.category, state2.system?.type, state2.system?.text];
}
function changeCells2(change, what) {
  if (change.kind === "spurious") {
    const s = change.system;
    const [before, after] = what === "broken" ? ["", "spurious"] : ["spurious", ""];
    return [
      what,
      "spurious",
      change.document,
      s.type,
      s.start,
      s.end,
      s.text,
      before,
      s.type,
      s.text,
      after,
      s.type,
      s.text
    ];
  }
  const g2 = change.gold;
  return [
    what,
    "gold",
    change.document,
    g2.type,
    g2.start,
    g2.end,
    g2.text,
    ...stateCells(change.baseline),
    ...stateCells(change.current)
  ];
}
function annotationsCsv(run) {
  const c3 = run.comparison.kind === "compared" ? run.comparison.annotations : null;
  const rows = [
    ...(c3?.newlyBroken ?? []).map((x3) => changeCells2(x3, "broken")),
    ...(c3?.newlyFixed ?? []).map((x3) => changeCells2(x3, "fixed"))
  ];
  const side2 = (name) => [
    `${name}_category`,
    `${name}_system_type`,
    `${name}_system_text`
  ];
  return renderCsv(
    [
      "change",
      "kind",
      "document",
      "type",
      "start",
      "end",
      "text",
      ...side2("baseline"),
      ...side2("current")
    ],
    rows
  );
}
function renderRunCsv(run) {
  return {
    "types.csv": typesCsv(run),
    "documents.csv": documentsCsv(run),
    "annotations.csv": annotationsCsv(run)
  };
}

// src/pipeline/record.ts
async function recordBaseline(r2, deps) {
  const run = scoreCorpus(r2.settings, deps.files, { details: r2.details });
  const recorded = await identifyRecording(deps.git, r2);
  return buildBaselineFile(run.scores, run.details, recorded);
}

// src/cli/commands-baseline.ts
var { help } = SCORE_OPTIONS;
var RECORD_OPTIONS = {
  ...SCORING_OPTIONS,
  out: {
    type: "string",
    value: "FILE",
    help: `where to write the baseline (default ${SCORES_ASSET}; - for stdout)`
  },
  tag: {
    type: "string",
    value: "TAG",
    help: "release tag to stamp (default: a version tag at HEAD)"
  },
  commit: { type: "string", value: "SHA", help: "commit to stamp (default: HEAD)" },
  "tag-pattern": { type: "string", value: "GLOB", help: "release tags (default v*)" },
  "without-details": {
    type: "boolean",
    help: "leave out alignment details (no per-annotation changes)"
  },
  help
};
var COMPARE_OPTIONS = {
  ...SCORING_OPTIONS,
  baseline: { type: "string", value: "FILE", help: "baseline scores file (implies --source path)" },
  current: { type: "string", value: "FILE", help: "current scores file instead of scoring now" },
  "current-details": {
    type: "string",
    value: "FILE",
    help: "details JSON of --current (score --details)"
  },
  source: {
    type: "string",
    value: BASELINE_SOURCE_SETTINGS.join("|"),
    help: "where the baseline comes from (default auto)"
  },
  "scores-file": {
    type: "string",
    value: "PATH",
    help: `scores file committed at the release tag (default ${SCORES_ASSET})`
  },
  "tag-pattern": { type: "string", value: "GLOB", help: "release tags (default v*)" },
  "base-ref": {
    type: "string",
    value: "REF",
    help: "release tags must be merged into REF (default HEAD)"
  },
  resamples: {
    type: "string",
    value: "N",
    help: "bootstrap resamples and permutations (default 1000)"
  },
  seed: { type: "string", value: "N", help: "seed of the resampling (default 1)" },
  top: {
    type: "string",
    value: "N",
    help: "per-document regressions and improvements listed (default 10)"
  },
  scheme: {
    type: "string",
    value: SPAN_SCHEMES.join("|"),
    help: "scheme of the summary and of per-annotation changes (default strict)"
  },
  json: { type: "boolean", help: "print the goldgate/comparison@1 JSON" },
  out: { type: "string", value: "FILE", help: "also write the comparison JSON to FILE" },
  help
};
function pathContext(configDir, io2) {
  return { configDir, cwd: io2.cwd, workspace: io2.env.GITHUB_WORKSPACE ?? io2.cwd };
}
async function runRecord(args, io2) {
  const v2 = parseCommandArgs("record", args, RECORD_OPTIONS).values;
  if (v2.help === true) {
    io2.stdout(`Usage: goldgate record [options]

${renderOptionHelp(RECORD_OPTIONS)}
`);
    return EXIT.ok;
  }
  const { config, configDir } = readConfig(v2.config, io2);
  const ctx = pathContext(configDir, io2);
  const { tagPattern } = resolveBaselineSettings(
    config.baseline,
    { tagPattern: v2["tag-pattern"] },
    ctx
  );
  const file = await recordBaseline(
    {
      settings: resolveScoreSettings(config, flagsFrom(v2), ctx),
      commit: v2.commit ?? null,
      tag: v2.tag ?? null,
      tagPattern,
      details: v2["without-details"] !== true
    },
    { files: io2.files, git: createGitPort(io2.cwd) }
  );
  const out = v2.out ?? SCORES_ASSET;
  if (out === "-") io2.stdout(renderJson(file));
  else {
    io2.writeFile(out, renderJson(file));
    const at2 = [file.baseline.tag, file.baseline.commit?.slice(0, 12)].filter((x3) => x3 != null);
    const where = at2.length > 0 ? ` at ${at2.join(" ")}` : "";
    const f1 = percent(file.overall.strict.f1);
    io2.stdout(
      `Recorded ${out}: ${file.documents.ids.length} documents, strict F1 ${f1}${where}.
`
    );
  }
  return EXIT.ok;
}
function deltaCells3(label, m2) {
  const points2 = (x3) => `${x3 >= 0 ? "+" : ""}${(100 * x3).toFixed(2)}`;
  return [
    label,
    percent(m2.baseline),
    percent(m2.current),
    points2(m2.delta),
    `[${points2(m2.ci.lower)}, ${points2(m2.ci.upper)}]`,
    m2.p.toFixed(3)
  ];
}
function describeComparison(c3, scheme) {
  const b3 = c3.baseline;
  const at2 = b3.commit === null ? "" : ` (${b3.commit.slice(0, 12)})`;
  const from = b3.source === "none" ? "none" : `${b3.source} ${b3.path ?? b3.tag ?? ""}${at2}`;
  const boot = c3.settings.bootstrap;
  const head = `Goldgate compare · baseline: ${from} · ${boot.resamples} resamples${boot.exact ? " (exact)" : ""}
`;
  const notes2 = b3.notes.map((n) => `  - ${n}
`).join("");
  if (c3.kind === "no-baseline") {
    const f1 = c3.confidence.overall[scheme].f1;
    return `${head}No baseline to compare with. Current ${scheme} F1 ${percent(f1.mean)} (95% interval ${percent(f1.lower)}–${percent(f1.upper)}).
${notes2}`;
  }
  const rows = [
    [scheme, "baseline", "current", "Δ pts", "95% CI", "p"],
    deltaCells3("overall", c3.overall[scheme].f1),
    ...Object.entries(c3.types).map(
      ([type, t2]) => deltaCells3(`${type} (${t2.status})`, t2[scheme].f1)
    ),
    deltaCells3("macro types", c3.macro.types[scheme].f1)
  ];
  return `${head}${alignColumns(rows).join("\n")}
${notes2 === "" ? "" : `notes:
${notes2}`}`;
}
function baselineFlags(v2) {
  return {
    source: v2.source ?? (v2.baseline === void 0 ? void 0 : "path"),
    path: v2.baseline,
    scoresFile: v2["scores-file"],
    tagPattern: v2["tag-pattern"],
    baseRef: v2["base-ref"],
    resamples: v2.resamples,
    seed: v2.seed,
    top: v2.top,
    scheme: v2.scheme
  };
}
async function runCompare(args, io2) {
  const v2 = parseCommandArgs("compare", args, COMPARE_OPTIONS).values;
  if (v2.help === true) {
    io2.stdout(`Usage: goldgate compare [options]

${renderOptionHelp(COMPARE_OPTIONS)}
`);
    return EXIT.ok;
  }
  const { config, configDir } = readConfig(v2.config, io2);
  const ctx = pathContext(configDir, io2);
  const baseline2 = resolveBaselineSettings(config.baseline, baselineFlags(v2), ctx);
  const current = v2.current === void 0 ? { kind: "score", settings: resolveScoreSettings(config, flagsFrom(v2), ctx) } : { kind: "file", path: v2.current, detailsPath: v2["current-details"] ?? null };
  const releases = inMemoryReleases([], {
    unavailable: "release assets are read by the GitHub Action; the CLI has no GitHub API"
  });
  const comparison = await compareWithBaseline(
    { current, baseline: baseline2 },
    { files: io2.files, git: createGitPort(io2.cwd), releases }
  );
  const json = renderJson(comparison);
  if (v2.out !== void 0) io2.writeFile(v2.out, json);
  io2.stdout(v2.json === true ? json : describeComparison(comparison, baseline2.scheme));
  return EXIT.ok;
}

// src/cli/command-run.ts
var { hierarchy: _h, ...SCORING2 } = SCORING_OPTIONS;
var { help: help2 } = SCORE_OPTIONS;
var { baseline, source, resamples, seed, top } = COMPARE_OPTIONS;
var RUN_OPTIONS = {
  ...SCORING2,
  baseline,
  source,
  "scores-file": COMPARE_OPTIONS["scores-file"],
  "tag-pattern": COMPARE_OPTIONS["tag-pattern"],
  "base-ref": COMPARE_OPTIONS["base-ref"],
  resamples,
  seed,
  top,
  scheme: {
    type: "string",
    value: SPAN_SCHEMES.join("|"),
    help: "scheme of the tables and of per-annotation changes (default strict)"
  },
  waive: {
    type: "string",
    value: "REASON",
    help: "turn failures into warnings; the report says why (gate.waived)"
  },
  link: {
    type: "string",
    value: "LABEL=URL",
    multiple: true,
    help: "a footer link of the markdown report (repeatable)"
  },
  markdown: { type: "string", value: "FILE", help: "write the PR comment body (markdown) to FILE" },
  json: {
    type: "boolean",
    help: "print the run result JSON (goldgate/run@1) instead of the table"
  },
  out: { type: "string", value: "FILE", help: "also write the run result JSON to FILE" },
  csv: {
    type: "string",
    value: "DIR",
    help: "write types.csv, documents.csv and annotations.csv to DIR (an existing folder)"
  },
  help: help2
};
function runFlags(v2) {
  return {
    score: flagsFrom(v2),
    baseline: baselineFlags(v2),
    waive: v2.waive,
    scheme: v2.scheme,
    links: v2.link ?? []
  };
}
function progressOn(io2) {
  const tty = io2.stderrIsTty;
  if (!tty) return { stage: () => void 0, done: () => void 0 };
  const start = Date.now();
  return {
    stage: (s) => io2.stderr(progressLine(s, RUN_STAGES.indexOf(s) + 1, RUN_STAGES.length, Date.now() - start)),
    done: () => io2.stderr(CLEAR_LINE)
  };
}
function writeReports(run, v2, markdown, io2) {
  if (v2.markdown !== void 0) io2.writeFile(v2.markdown, markdown());
  if (v2.out !== void 0) io2.writeFile(v2.out, renderJson(run));
  if (v2.csv === void 0) return;
  const dir = v2.csv.replace(/\/+$/, "") || "/";
  for (const [name, text2] of Object.entries(renderRunCsv(run)))
    io2.writeFile(`${dir}/${name}`, text2);
}
function defaultConfig(v2, io2) {
  const inputs = v2.input ?? v2.gold ?? v2.system;
  return inputs === void 0 && io2.files.kind("goldgate.yml") === "file" ? "goldgate.yml" : void 0;
}
async function runRun(args, io2) {
  const v2 = parseCommandArgs("run", args, RUN_OPTIONS).values;
  if (v2.help === true) {
    io2.stdout(`Usage: goldgate run [options]

${renderOptionHelp(RUN_OPTIONS)}
`);
    return EXIT.ok;
  }
  const { config, configDir } = readConfig(v2.config ?? defaultConfig(v2, io2), io2);
  const ctx = { configDir, cwd: io2.cwd, workspace: io2.env.GITHUB_WORKSPACE ?? io2.cwd };
  const settings = resolveRunSettings(config, runFlags(v2), ctx);
  if (v2.csv !== void 0 && io2.files.kind(v2.csv) === "file")
    throw new UserError(`--csv ${v2.csv}: is a file; expected a folder (created when missing).`);
  const releases = inMemoryReleases([], {
    unavailable: "release assets are read by the GitHub Action; the CLI has no GitHub API"
  });
  const progress = progressOn(io2);
  const run = await runGoldgate(settings, {
    files: io2.files,
    git: createGitPort(io2.cwd),
    releases,
    progress: progress.stage
  });
  progress.done();
  writeReports(run, v2, () => renderMarkdown(run, markdownOptions(settings.report)), io2);
  const color = io2.stdoutIsTty && io2.env.NO_COLOR === void 0;
  io2.stdout(
    v2.json === true ? renderJson(run) : renderRunTerminal(run, { scheme: settings.report.scheme, color })
  );
  return run.verdict.passed ? EXIT.ok : EXIT.gateFailed;
}

// src/cli/run-cli.ts
var COMMANDS = {
  score: runScore,
  agree: runAgree,
  record: runRecord,
  compare: runCompare,
  run: runRun
};
var DEFAULT_JOB = ["run", "--config", "goldgate.yml"];
var USAGE = `Usage: goldgate [command] [options]

Commands:
  score    score system output against the gold standard (spans, events, labels)
  agree    agreement among annotators (κ, π, S, α)
  record   score and write the baseline file of this commit (goldgate-scores.json)
  compare  compare with the baseline: deltas, 95% intervals, p-values
  run      score, compare, gate and report (exit 1 when the gate fails)
  (none)   run with ./goldgate.yml

Run 'goldgate <command> --help' for its options.`;
async function runCli(argv, io2) {
  try {
    const [command, ...rest] = argv.length === 0 ? DEFAULT_JOB : argv;
    const run = command === void 0 ? void 0 : COMMANDS[command];
    if (run !== void 0) return await run(rest, io2);
    if (command === "--version" || command === "version") {
      io2.stdout(`${VERSION}
`);
      return EXIT.ok;
    }
    if (command === "--help" || command === "help" || command === "-h") {
      io2.stdout(`${USAGE}
`);
      return EXIT.ok;
    }
    const known = Object.keys(COMMANDS).join(", ");
    throw new UserError(`Unknown command '${command}'. Expected one of: ${known}.

${USAGE}`);
  } catch (error) {
    return reportError(error, io2);
  }
}
function reportError(error, io2) {
  if (error instanceof UserError || error instanceof DataError) {
    io2.stderr(`goldgate: error: ${error.message}
`);
    return EXIT.userError;
  }
  const detail = error instanceof InternalError ? error.message : describeError(error);
  io2.stderr(
    `goldgate: internal error: ${detail}
This is a bug in Goldgate ${VERSION}; please report it.
`
  );
  if (io2.env.GOLDGATE_DEBUG === "1" && error instanceof Error && error.stack !== void 0)
    io2.stderr(`${error.stack}
`);
  return EXIT.internalError;
}

// src/ports/node-files.ts
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join as join5 } from "node:path";
var READ_BYTES = 1 << 16;
var DECODE_BYTES = 1 << 13;
var NO_BYTES = new Uint8Array(0);
function findInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b3 = bytes[i];
    if (b3 < 128) {
      i++;
      continue;
    }
    let need;
    let min;
    if (b3 >= 194 && b3 <= 223) [need, min] = [1, 128];
    else if (b3 >= 224 && b3 <= 239) [need, min] = [2, 2048];
    else if (b3 >= 240 && b3 <= 244) [need, min] = [3, 65536];
    else return i;
    if (i + need >= bytes.length) return i;
    let cp = b3 & 255 >> need + 2;
    for (let k2 = 1; k2 <= need; k2++) {
      const c3 = bytes[i + k2];
      if (c3 === void 0 || (c3 & 192) !== 128) return i;
      cp = cp << 6 | c3 & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return -1;
}
function openInput2(path) {
  try {
    return openSync(path, "r");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") throw new UserError(`Cannot read '${path}': no such file.`);
    if (code === "EISDIR")
      throw new UserError(`Cannot read '${path}': it is a directory, expected a file.`);
    throw new UserError(`Cannot read '${path}': ${code ?? "unknown error"}.`);
  }
}
function* decodeChunks(path) {
  const fd = openInput2(path);
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const decode2 = (bytes, consumed2, stream) => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw invalidUtf8(path, fd, consumed2);
    }
  };
  let consumed = 0;
  try {
    for (let n = readSync(fd, buffer, 0, READ_BYTES, null); n > 0; ) {
      for (let at2 = 0; at2 < n; at2 += DECODE_BYTES) {
        const piece = buffer.subarray(at2, Math.min(n, at2 + DECODE_BYTES));
        const text2 = decode2(piece, consumed, true);
        consumed += piece.length;
        if (text2.length > 0) yield text2;
      }
      n = readSync(fd, buffer, 0, READ_BYTES, null);
    }
    const rest = decode2(NO_BYTES, consumed, false);
    if (rest.length > 0) yield rest;
  } finally {
    closeSync(fd);
  }
}
function invalidUtf8(path, fd, near) {
  const start = Math.max(0, near - 4);
  const window2 = Buffer.alloc(DECODE_BYTES + 8);
  const n = readSync(fd, window2, 0, window2.length, start);
  let from = 0;
  while (start + from < near && ((window2[from] ?? 0) & 192) === 128) from++;
  const at2 = findInvalidUtf8(window2.subarray(from, n));
  const offset = at2 === -1 ? start + n : start + from + at2;
  return new DataError(
    { file: path, offset },
    `invalid UTF-8 at byte ${offset}; expected UTF-8 text`
  );
}
function* splitLines(chunks) {
  const lines2 = new LineScanner(chunks);
  try {
    while (lines2.next())
      yield { text: lines2.text.slice(lines2.start, lines2.end), number: lines2.number };
  } finally {
    lines2.close();
  }
}
var nodeFiles = {
  readText(path) {
    return [...decodeChunks(path)].join("");
  },
  readLines(path) {
    return splitLines(decodeChunks(path));
  },
  readChunks(path) {
    return decodeChunks(path);
  },
  kind(path) {
    try {
      return statSync(path).isDirectory() ? "directory" : "file";
    } catch {
      return "missing";
    }
  },
  listFiles(dir) {
    const out = [];
    const walk2 = (rel) => {
      const entries = readdirSync(join5(dir, rel), { withFileTypes: true });
      for (const entry of entries) {
        const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
        if (entry.isDirectory()) walk2(path);
        else if (entry.isFile()) out.push(path);
      }
    };
    walk2("");
    return out.sort();
  }
};

// src/cli.ts
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text2) => process.stdout.write(text2),
  stderr: (text2) => process.stderr.write(text2),
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  files: nodeFiles,
  writeFile: (path, content) => {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    } catch (error) {
      throw new UserError(
        `Cannot write '${path}': ${error.code ?? String(error)}.`
      );
    }
  }
});
