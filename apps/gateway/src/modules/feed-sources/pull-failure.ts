/** Why a pull could not get its file, in words the console and the admins' mail show (never a secret). */
export class PullFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PullFailure';
  }
}
