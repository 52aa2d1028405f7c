/**
 * Remembers the answers of a pure function of a string key, up to `max` of them (the oldest goes
 * first). The dashboard's bucket lists and figure definitions depend only on the range and the plan,
 * which repeat across requests, but cost a string format per bucket to build.
 */
export function boundedMemo<T>(max: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  };
}
