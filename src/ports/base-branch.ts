/**
 * The scores the latest successful workflow run on a pull request's base branch archived (the
 * Action's per-commit artifact, `scores.json`): the merge-base commit's run when it has one, else
 * the newest run of a commit before it. The GitHub implementation lives with the action
 * (`action/base-branch-scores.ts`); the CLI has none and says so.
 */
export type ArchivedScores =
  | {
      readonly kind: "found";
      readonly text: string;
      /** The base-branch commit the run scored. */
      readonly commit: string;
      /** Where the file came from, for every output: `run 812, artifact goldgate-<sha>`. */
      readonly where: string;
      /** How it was chosen, when not the merge base's own run. */
      readonly notes: readonly string[];
    }
  | { readonly kind: "missing"; readonly reason: string };

export interface BaseBranchPort {
  archivedScores(): Promise<ArchivedScores>;
}
