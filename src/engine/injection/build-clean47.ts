// A clean recipe's by-product named like a backup (flex's `lex.backup` beside `*.o *.lo`): build output, not a backup.

/** Compiled output a clean recipe removes: object files, libtool's, archives, shared objects, bytecode. */
const BUILD_OUTPUT = /^(?:\*\.(?:o|lo|la|a|so|obj|pyc|class|gcda|gcno)|\.libs|\.deps)$/;
/** One file of the build folder whose extension says backup: `lex.backup`, `y.output.bak` (no folder, no glob). */
const BACKUP_NAMED_FILE = /^[\w-]{1,40}(?:\.[\w-]{1,20}){0,2}\.(?:backup|bak)$/;

/**
 * True when `target` is one file of the build folder named like a backup and the same removal lists compiled build
 * output (round 47, realfp47: canl-c's Makefile, `clean: rm -rfv *.o *.lo … lex.backup stage`, flex's `-b` report
 * read as backups). A `backups` folder, `~/backups`, `/var/backups/*`, `db.backup` removed alone, or a path leaving
 * the folder still count as backups.
 */
export function cleanByproduct47(target: string, operands: readonly string[]): boolean {
  return BACKUP_NAMED_FILE.test(target) && operands.some((o) => BUILD_OUTPUT.test(o));
}
