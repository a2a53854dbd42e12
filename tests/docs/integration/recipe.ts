/** A recipe of docs/recipes.md as its dry run follows it: the files it touches, in order. */
import { read } from '../repository.ts';
import type { Scratch } from './scratch.ts';

export interface Recipe {
  /** The recipe's heading in docs/recipes.md. */
  title: string;
  /** Each step: the path the recipe names first (with its placeholders), and what it does. */
  steps: { path: string; apply: (scratch: Scratch) => Promise<void> }[];
}

/** The first path each numbered step of a recipe names, in order. */
export function documentedSteps(title: string): string[] {
  const text = read('docs/recipes.md');
  const start = text.indexOf(`## ${title}\n`);
  if (start < 0) throw new Error(`docs/recipes.md has no recipe "${title}"`);
  const end = text.indexOf('\n## ', start + 1);
  const body = text.slice(start, end < 0 ? undefined : end);
  return [...body.matchAll(/^\d+\. [^`\n]*`([^`]+)`/gm)].map((m) => m[1]!);
}
