import { DataError } from "../errors.ts";
import { nextElement, skipElement, type XmlEvents, type XmlOpen, xmlEvents } from "./xml-events.ts";

/** One feature structure as XMI writes it: its type's full name and its features as written. */
export interface XmiStructure {
  /** `xmi:id` ("" when absent). */
  readonly id: string;
  /** The UIMA type's full name (`de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity`). */
  readonly type: string;
  /** Features written as attributes (`begin`, `end`, `sofa` among them), by name. */
  readonly features: Readonly<Record<string, string>>;
  /** Features written as child elements (multi-valued: string arrays and the like). */
  readonly multiValued: readonly string[];
  readonly line: number;
}

/** A subject of analysis: its id, `sofaID` (`_InitialView` for the default view) and text. */
export interface XmiSofa {
  readonly id: string;
  readonly sofaID: string;
  /** `sofaString`; undefined when the text is elsewhere (`sofaURI`, `sofaArray`). */
  readonly text: string | undefined;
  readonly line: number;
}

/** What an `xmi:id` names: a structure's type, and whether it has offsets (an annotation). */
export interface XmiTarget {
  readonly type: string;
  readonly annotation: boolean;
}

/** A UIMA CAS as XMI: its feature structures, its sofas, and each view's members by sofa id. */
export interface XmiDocument {
  readonly structures: readonly XmiStructure[];
  readonly sofas: readonly XmiSofa[];
  /** The `xmi:id`s a `<cas:View>` lists as its members (its index), by its sofa's id. */
  readonly views: ReadonlyMap<string, ReadonlySet<string>>;
  /** What each `xmi:id` of the file names (references name them): its type, whether an annotation. */
  readonly ids: ReadonlyMap<string, XmiTarget>;
}

const XMI_NAMESPACE = "http://www.omg.org/XMI";

/**
 * Parses UIMA's XMI serialization of a CAS (`<xmi:XMI>`): each child of the root is a feature
 * structure whose element name is its type (a namespace prefix declared on the root, whose URI
 * `http:///a/b/c.ecore` names the package `a.b.c`, then the type's short name), its primitive
 * features and references written as attributes, multi-valued ones as child elements.
 * `uima.cas.Sofa` elements are the texts, `uima.cas.View` elements the views' indexes.
 */
export function parseXmi(source: string, file: string): XmiDocument {
  const events = xmlEvents(source, file);
  const root = nextElement(events);
  const packages = root === undefined ? undefined : namespaces(root);
  if (root === undefined || packages === undefined || packageOf(root.name, packages) !== "xmi")
    throw new DataError(
      { file, line: root?.line ?? 1 },
      `expected an <xmi:XMI> root element (UIMA's CAS XMI, namespace ${XMI_NAMESPACE})`,
    );
  const structures: XmiStructure[] = [];
  const sofas: XmiSofa[] = [];
  const views = new Map<string, Set<string>>();
  const ids = new Map<string, XmiTarget>();
  const lines = new Map<string, number>();
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    const pkg = packageOf(child.name, packages);
    if (pkg === undefined)
      throw new DataError(
        { file, line: child.line },
        `<${child.name}>: expected a namespace prefix declared on <${root.name}> (xmlns:${child.name.split(":")[0]}="http:///….ecore")`,
      );
    if (pkg === "xmi") {
      skipElement(events);
      continue;
    }
    const type = `${pkg}.${child.name.slice(child.name.indexOf(":") + 1)}`;
    const { "xmi:id": id = "", ...features } = child.attributes;
    const annotation = features.begin !== undefined && features.end !== undefined;
    if (id !== "") {
      refuseSecondId(id, lines, { file, line: child.line });
      ids.set(id, { type, annotation });
    }
    const multiValued = childNames(events);
    // A sofa without its id cannot be named by its annotations' `sofa`: every one of them would
    // read as another view's.
    if (type === "uima.cas.Sofa" && id === "")
      throw new DataError(
        { file, line: child.line },
        "<cas:Sofa> has no xmi:id; expected the id its annotations name in their sofa feature",
      );
    if (type === "uima.cas.Sofa")
      sofas.push({
        id,
        sofaID: features.sofaID ?? "",
        text: features.sofaString,
        line: child.line,
      });
    else if (type === "uima.cas.View") addView(views, features, file, child.line);
    else if (type !== "uima.cas.NULL")
      structures.push({ id, type, features, multiValued, line: child.line });
  }
  return { structures, sofas, views, ids };
}

/**
 * An `xmi:id` is an XML ID, one structure's: a second one made every reference to it (a
 * relation's Governor, a view's member) name whichever was read last, silently.
 */
function refuseSecondId(
  id: string,
  lines: Map<string, number>,
  at: { readonly file: string; readonly line: number },
): void {
  const first = lines.get(id);
  if (first !== undefined)
    throw new DataError(
      at,
      `xmi:id '${id}' was given at line ${first} too; expected each feature structure's xmi:id to be unique`,
    );
  lines.set(id, at.line);
}

/** The root's `xmlns:PREFIX` declarations: prefix → package (`xmi` for XMI's own namespace). */
function namespaces(root: XmlOpen): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, uri] of Object.entries(root.attributes)) {
    if (!key.startsWith("xmlns:")) continue;
    const prefix = key.slice("xmlns:".length);
    if (uri === XMI_NAMESPACE) out.set(prefix, "xmi");
    else {
      const path = /^http:\/\/\/(.+)\.ecore$/.exec(uri)?.[1];
      if (path !== undefined) out.set(prefix, path.replaceAll("/", "."));
    }
  }
  return out;
}

function packageOf(name: string, packages: ReadonlyMap<string, string>): string | undefined {
  const colon = name.indexOf(":");
  return colon < 0 ? undefined : packages.get(name.slice(0, colon));
}

/** The names of the child elements of the element just opened (consumed). */
function childNames(events: XmlEvents): string[] {
  const names: string[] = [];
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (!names.includes(child.name)) names.push(child.name);
    skipElement(events);
  }
  return names;
}

function addView(
  views: Map<string, Set<string>>,
  features: Readonly<Record<string, string>>,
  file: string,
  line: number,
): void {
  const sofa = features.sofa;
  if (sofa === undefined)
    throw new DataError({ file, line }, "<cas:View>: expected a sofa attribute naming its sofa");
  const members = views.get(sofa) ?? new Set<string>();
  for (const id of (features.members ?? "").split(/\s+/)) if (id !== "") members.add(id);
  views.set(sofa, members);
}
