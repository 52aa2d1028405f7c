/**
 * Remembers the answers of a pure function, up to `max` of them (the oldest goes first), under the
 * key `keyOf` gives its arguments. The bucket lists and the dashboard's figure definitions depend only on
 * the range and the plan, which repeat across requests, but cost a string format per bucket to build.
 */
export function boundedMemo<A extends unknown[], T>(
  max: number,
  keyOf: (...args: A) => string,
  compute: (...args: A) => T,
): (...args: A) => T {
  const answers = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(...args);
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  };
}
