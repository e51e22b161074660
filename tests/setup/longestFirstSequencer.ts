/**
 * Test order for `vitest run`: Vitest runs projects one after another by name, so the fuzz run (one file
 * of about two minutes) would start last and run alone while the other workers stand idle. It goes first
 * here, and the rest of the files share the other workers meanwhile; within that, Vitest's own order
 * (failed first, then longest first) stays.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects whose files take minutes, started before everything else. */
const FIRST = new Set(['fuzz']);

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => FIRST.has(spec.project.name));
    return [...first, ...sorted.filter((spec) => !FIRST.has(spec.project.name))];
  }
}
