import { Fragment } from 'react';

/**
 * A column header whose words are joined by slashes ("Ganancias/pérdidas", "Gewinn/Verlust") may wrap
 * after each slash: the browser would otherwise keep it on one line and widen its column past the screen.
 */
export function SlashBreaks({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
