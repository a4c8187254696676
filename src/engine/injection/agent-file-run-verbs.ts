// The order to run a command ("run: CMD") in the languages an agent file may be written in.

/**
 * "Run first: CMD" in the languages our sets hold (French exécute/lance, Spanish ejecuta, Italian esegui, Portuguese
 * executa, German führe … aus/ausführen, Russian выполни/запусти, Chinese 执行/运行, Japanese 実行, Korean 실행), up to a
 * few words between the verb and its colon ("exécute d'abord :").
 */
export const RUN_ORDER =
  /(?:\b(?:ex[ée]cut(?:e[rz]?|ez)|lance[rz]?|ejecut(?:a|e|ar)|esegui(?:re)?|execut(?:a|e|ar)|ausf[üu]hren|f[üu]hre\s{1,3}\S{1,20}\s{1,3}aus)\b|(?:выполни|запусти)(?:те)?|执行|运行|実行|실행)[^:：\n]{0,24}[:：]\s{0,3}([^\n`]{3,2000})$/gim;
