// The menu's refusals beside the field they are about, in words, announced as they appear.
import type { MenuProblem } from '../../domain/menu';
import { options } from '../texts/options';

export type FieldProblemsProps = { id: string; problems: readonly MenuProblem[] };

export function FieldProblems({ id, problems }: FieldProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <div id={id} role="alert" className="field-problems">
      {problems.map((problem) => <p key={problem} className="field-error">{options.problems[problem]}</p>)}
    </div>
  );
}

/** The problems of `all` that belong to one field. */
export function problemsOf(all: readonly MenuProblem[], field: readonly MenuProblem[]): MenuProblem[] {
  return all.filter((problem) => field.includes(problem));
}
