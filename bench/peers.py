# Peer timings for the bench (scikit-learn, krippendorff): what a user would call on the same files.
import csv
import sys


def read(path):
    with open(path, newline="") as f:
        rows = csv.reader(f, delimiter="\t")
        next(rows)
        return [r for r in rows]


def labels(gold, system):
    from sklearn.metrics import classification_report, cohen_kappa_score

    g = [r[1] for r in read(gold)]
    s = [r[1] for r in read(system)]
    classification_report(g, s, zero_division=0)
    cohen_kappa_score(g, s)


def agreement(table):
    import krippendorff
    import numpy as np
    from sklearn.metrics import cohen_kappa_score

    rows = read(table)
    items = {}
    coders = {}
    for item, coder, label in rows:
        items.setdefault(item, len(items))
        coders.setdefault(coder, len(coders))
    codes = {}
    data = np.full((len(coders), len(items)), np.nan)
    for item, coder, label in rows:
        data[coders[coder], items[item]] = codes.setdefault(label, len(codes))
    krippendorff.alpha(reliability_data=data, level_of_measurement="nominal")
    for a in range(len(coders)):
        for b in range(a + 1, len(coders)):
            cohen_kappa_score(data[a], data[b])


if __name__ == "__main__":
    {"labels": labels, "agreement": agreement}[sys.argv[1]](*sys.argv[2:])
