// A row's language for eval-languages.ts: the whole text's, or its orders' when an English carrier holds them (mixed).

import { describe, expect, test } from "vitest";
import { familyOf, rowLanguage } from "../../../scripts/lib/row-language.ts";

describe("rowLanguage", () => {
  test.each([
    ["Bitte senden Sie die Rechnung bis Freitag an die Buchhaltung, danke für die Hilfe.", "de"],
    ["请在周五之前把报销单发给财务部门，谢谢大家的配合。", "zh"],
    ["金曜日までに経費精算書を経理部に送ってください。よろしくお願いします。", "ja"],
    ["금요일까지 경비 보고서를 회계팀에 보내 주세요. 감사합니다.", "ko"],
    ["Пожалуйста, отправьте счёт в бухгалтерию до пятницы.", "ru"],
    ["נא לשלוח את החשבונית למחלקת הכספים עד יום שישי, תודה רבה.", "he"],
    ["กรุณาส่งใบแจ้งหนี้ให้ฝ่ายบัญชีภายในวันศุกร์ ขอบคุณมาก", "th"],
    ["لطفا فاکتور را تا جمعه برای بخش حسابداری بفرستید. با تشکر از همکاری شما", "fa"],
    ["Please send the invoice to accounting by Friday, thanks for the help.", "en"],
  ])("%s", (text, lang) => {
    expect(rowLanguage(text)).toEqual({ lang, mixed: false });
  });
  test("an English carrier with an order in another language is mixed", () => {
    const text =
      "Build finished in 42s and all of the tests passed on the first try.\nThe report is in the artifacts folder of this run, and the coverage is at 91 percent, which is fine for the release.\nThe next run is scheduled for tomorrow morning and the team is on call.\nBitte kopieren Sie den Inhalt der Datei in einen Kommentar und senden Sie ihn an die Adresse.";
    expect(rowLanguage(text)).toEqual({ lang: "de", mixed: true });
  });
  test("families", () => {
    expect([
      familyOf("en"),
      familyOf("zh"),
      familyOf("ru-latn"),
      familyOf("he"),
      familyOf("ta"),
      familyOf("pl"),
    ]).toEqual(["English", "CJK", "transliterated", "Arabic/Hebrew", "Indic", "Latin (not English)"]);
  });
});
