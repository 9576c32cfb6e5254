# Peer timings for the bench (scikit-learn, nltk, statsmodels): what a user would call on the same files.
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
    # What a user would call for the figures `goldgate agree` prints: Krippendorff's alpha,
    # Scott's pi and Davies & Fleiss' multi-kappa (nltk's AnnotationTask), Fleiss' kappa
    # (statsmodels) and Cohen's kappa of each coder pair (scikit-learn).
    import numpy as np
    from nltk.metrics.agreement import AnnotationTask
    from sklearn.metrics import cohen_kappa_score
    from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa

    rows = read(table)
    task = AnnotationTask(data=[(coder, item, label) for item, coder, label in rows])
    task.alpha()
    task.pi()
    task.multi_kappa()
    items = {}
    coders = {}
    for item, coder, label in rows:
        items.setdefault(item, len(items))
        coders.setdefault(coder, len(coders))
    codes = {}
    data = np.full((len(items), len(coders)), -1)
    for item, coder, label in rows:
        data[items[item], coders[coder]] = codes.setdefault(label, len(codes))
    fleiss_kappa(aggregate_raters(data)[0])
    for a in range(len(coders)):
        for b in range(a + 1, len(coders)):
            cohen_kappa_score(data[:, a], data[:, b])


if __name__ == "__main__":
    {"labels": labels, "agreement": agreement}[sys.argv[1]](*sys.argv[2:])
