import type { ChosenReleases } from './release-choice';

// Kept apart from remote-registry.ts (which sets up the federation runtime when imported), so the
// build-info panel can read it anywhere.
let current: ChosenReleases = {};

/** The release each remote of this page comes from (set by registerManifest). */
export function currentReleases(): ChosenReleases {
  return current;
}

export function setCurrentReleases(releases: ChosenReleases): void {
  current = releases;
}
