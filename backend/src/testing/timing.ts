/**
 * How much longer `request` takes for an address with an account than for ones without: the ratio
 * of the medians over `rounds` alternating tries (near 1 when the answer does not leak which is which).
 */
export async function knownToUnknownTimeRatio(
  rounds: number,
  request: (email: string) => Promise<unknown>,
  knownEmail: string,
  unknownEmail: (round: number) => string,
): Promise<number> {
  const time = async (email: string) => {
    const started = performance.now();
    await request(email);
    return performance.now() - started;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    known.push(await time(knownEmail));
    unknown.push(await time(unknownEmail(round)));
  }
  return median(known) / median(unknown);
}
