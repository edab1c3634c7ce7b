import fs from "node:fs";

/**
 * One process per embedded database (docs/security.md, Data at rest). PGlite is PostgreSQL in one process with no
 * shared memory between processes, and its own postmaster.pid check cannot see another process, so two servers
 * on one folder both start and overwrite each other's pages: acknowledged writes are lost.
 *
 * The lock is a file created with O_EXCL (atomic on local file systems) holding the owner's pid and, on Linux,
 * the kernel's start time of that process. Node has no flock(); a lock file also survives for an operator to
 * read. A lock whose owner no longer runs was left by a crash (kill -9, power loss) and is taken over. The start
 * time matters in containers, where a restarted server often gets the very pid the crashed one had: a pid alone
 * would then look alive forever. Left open, as it needs two starts at the same instant right after a crash: two
 * processes breaking the same stale lock together could both proceed.
 */

export class DataDirLockedError extends Error {}

/** A folder the server cannot use (missing permission, read-only, full, not a folder). */
export class DataDirUnusableError extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  /** Clock ticks since boot when the process started (/proc/PID/stat, field 22); null where there is no /proc. */
  startedAt: string | null;
}

function startTimeOf(pid: number | "self"): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 (the command name) may hold spaces and parentheses; the fields after its closing one do not.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

const self: Owner = { pid: process.pid, startedAt: startTimeOf("self") };

function isRunning(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still makes it alive.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // Alive, but is it the same process or a later one that was given the same pid?
  const startedAt = startTimeOf(owner.pid);
  return owner.startedAt === null || startedAt === null || startedAt === owner.startedAt;
}

function readOwner(lockPath: string): Owner | null {
  try {
    const [pidText = "", startedAt = ""] = fs.readFileSync(lockPath, "utf8").split("\n");
    const pid = Number.parseInt(pidText, 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, startedAt: startedAt || null } : null;
  } catch {
    return null;
  }
}

function isSelf(owner: Owner | null): boolean {
  return owner !== null && owner.pid === self.pid && owner.startedAt === self.startedAt;
}

/** A lock file younger than this with no pid in it yet is being written by its creator, not abandoned. */
const BEING_WRITTEN_MS = 5_000;

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < BEING_WRITTEN_MS;
  } catch {
    return false;
  }
}

function unusable(folder: string, error: unknown): DataDirUnusableError {
  const code = (error as NodeJS.ErrnoException).code ?? "error";
  const reason = (error as Error).message.replace(/^[A-Z]+: /, "");
  return new DataDirUnusableError(
    `The data folder ${folder} cannot be written (${code}: ${reason}); set DATA_DIR to a folder this user can write to, on a disk with free space.`,
  );
}

/**
 * Takes the lock at `lockPath` for this process, creating `folder` if needed, or throws a one-sentence error:
 * DataDirLockedError when another live process holds it, DataDirUnusableError when the folder cannot be written.
 */
export function lockDataDir(folder: string, lockPath: string): DataDirLock {
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw unusable(folder, error);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      try {
        fs.writeSync(fd, `${self.pid}\n${self.startedAt ?? ""}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw unusable(folder, error);
      const owner = readOwner(lockPath);
      // This very process counts as another owner too: two embedded databases on one folder are as bad in one
      // process as in two.
      if (owner !== null && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data folder ${folder} is in use by another Tarelka process (pid ${owner.pid}); stop it first, or if no such process runs, delete ${lockPath}.`,
        );
      }
      // A stale lock (its owner died) is taken over once; one still being written, or lost again, is refused.
      if (attempt > 0 || (owner === null && isFresh(lockPath))) {
        throw new DataDirLockedError(
          `The data folder ${folder} is being locked by another process at this moment; try again, or delete ${lockPath} if nothing runs.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }

  const releaseSync = () => {
    // Only our own lock: a folder taken over after we were presumed dead is not ours to free.
    if (isSelf(readOwner(lockPath))) fs.rmSync(lockPath, { force: true });
  };
  // Also on an exit without close (an uncaught error); a kill -9 leaves a stale lock for the next start.
  process.once("exit", releaseSync);
  return {
    release() {
      process.removeListener("exit", releaseSync);
      releaseSync();
    },
  };
}
