/**
 * Whether the connection to the database was lost (the server went away under us) and has
 * not come back yet. A refused connection then means "the database we were using is gone"
 * (Remote database unavailable), not "nothing was ever listening there" (Maintenance in
 * progress): "connection lost" versus "listener down" of docs/architecture.md#errors-have-real-causes.
 */
export class DbHealth {
  #lostSince: Date | undefined;

  get lost(): boolean {
    return this.#lostSince !== undefined;
  }

  get lostSince(): Date | undefined {
    return this.#lostSince;
  }

  markLost(): void {
    this.#lostSince ??= new Date();
  }

  markConnected(): void {
    this.#lostSince = undefined;
  }
}
