/** A problem found while starting (e.g. a broken /remotes.json), told to the person on screen. */
let problem: string | null = null;

export function setStartupProblem(message: string | null): void {
  problem = message;
}

export function getStartupProblem(): string | null {
  return problem;
}
