// A text drawn with each figure kept whole when the line wraps on a phone (figureRuns says where a
// line may break): the runs that hold a space are kept on one line by CSS, so the text itself,
// what is copied or read aloud, keeps its plain spaces.
import { Fragment } from "react";
import { figureRuns } from "@web/lib/words";

export function FiguresWhole({ text }: { text: string }) {
  return (
    <>
      {figureRuns(text).map((run, i) => (
        <Fragment key={i}>
          {i > 0 ? " " : null}
          {run.includes(" ") ? <span className="figures-whole">{run}</span> : run}
        </Fragment>
      ))}
    </>
  );
}
