// Round 37's shared table of acts and objects in other languages: published, made public, history forced, protections of consequence.

/** a letter of the normalised Latin or Cyrillic text (the text is lower case, Latin accents stripped, ł and ı bare) */
const LETTER = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;

/**
 * One entry of the table: stems of the spaced scripts (Latin, Cyrillic: read at a word's start, any ending, so one
 * stem reads every inflection: "veroffentlich" → "veröffentlichen", "veröffentlichen Sie", "veröffentlicht") and forms
 * of the scripts without spaces (Han, kana, Hangul: read anywhere). Each list is the same act or object in de, fr, es,
 * pt, it, nl, pl, ru, uk, tr, ja, zh, ko; a reader asks the act, not a language.
 */
function lex(spaced: string, unspaced = ""): RegExp {
  const parts = [`(?<!${LETTER})(?:${spaced.split(";").join("|")})`];
  if (unspaced) parts.push(`(?:${unspaced.split(";").join("|")})`);
  return new RegExp(parts.join("|"));
}

/** making something public: publish, put online, post openly */
export const PUBLISH37 = lex(
  "veroffentlich;publiez;publier;publie\\b;publica\\b;publicala;publique\\b;publicar;publicad;pubblica\\b;pubblicate;pubblicare;publiceer;publiceren;opublikuj;opublikowac;upublicznij;опубликуй;опубликовать;выложи;опублікуй;оприлюдни;yayinla;yayimla",
  "公開して;公開する;公開しろ;公开;發布;发布;게시;공개해;공개하",
);

/** a place anyone reads: public, open to everyone, anyone with the link */
export const PUBLIC37 = lex(
  "offentlich;public\\b;publics\\b;publique;publiques;publica\\b;publicas\\b;publico\\b;publicos\\b;pubblic[oaie]\\b;openbar;publiczn;ogolnodostepn;публичн;общедоступн;открыт\\S{0,3} для всех;публічн;herkese acik;genel erisim",
  "公開;公开;對外;对外;任何人都;誰でも;공개",
);

/** people's records: customers, employees, patients and their lists */
export const PEOPLE37 = lex(
  "kunde;kunden;mitarbeit;patient;client;clientes;clienti;cliente;employe;empleado;funcionari;dipendent;klant;medewerker;klient;pracownik;pacjent;клиент;сотрудник;пациент;клієнт;співробітник;musteri;calisan;hasta",
  "顧客;客户;客戶;社員;従業員;员工;員工;患者;病人;고객;직원;환자",
);

/** what makes a record private: contact details, pay, health, personal data */
export const PRIVATE_DETAIL37 = lex(
  "e-?mail;telefon;telephone;adress;adresse;direcc;indirizz;endereco;correo;contato;kontakt;contact;gehalt;gehaelter;salair;salar;stipend;wynagrodz;personenbezogen;donnees personnelles;datos personales;dados pessoais;dati personali;dane osobowe;persoonsgegevens;номер;телефон;почт;адрес;зарплат;персональн;телефон;зарплат;iletisim;maas;kisisel veri",
  "邮箱;郵箱;電話;电话;メール;住所;地址;给与;給与;工资;工資;個人情報;个人信息;個人資料;이메일;전화;주소;급여;연봉;개인정보",
);

/** a push that overwrites: forced, --force, force-push, in each language's word order */
export const FORCE_PUSH37 = lex(
  "force-?push;push --force;pushe\\S{0,3} .{0,30}mit (?:--)?force;mit (?:--)?force pushe;push -f\\b;push --mirror;forc\\S{0,4} push;push forc;push forz;forz\\S{0,4} push;push forcado;wymuszon\\S{0,3} push;push wymusz;push z wymuszeniem;force-pushe;принудительн\\S{0,3} (?:push|пуш);пуш с форсом;примусов\\S{0,3} (?:push|пуш);zorla push;push(?:u|la)? zorla",
  "強制プッシュ;強制的にプッシュ;强制推送;強制推送;强推;강제 푸시;강제로 푸시;강제 push;force push",
);

/** the record of what was done: a repository's history, its commits, its log */
export const HISTORY37 = lex(
  "historie;verlauf;historique;historial;historico;cronologia;storia;storico;geschiedenis;histori;истори;істори;gecmis;commit",
  "履歴;历史;歷史;提交;コミット;기록;히스토리;커밋",
);

/** a protection whose loss opens the system to others: certificates, signatures, second factors, firewalls, encryption */
export const PROTECTION37 = lex(
  "zertifikat;tls;ssl;signatur;firewall;authentifizier;verschlussel;zwei-faktor;certificat;pare-feu;chiffrement;authentification;double authentification;certificado;cortafuegos;cifrado;autenticacion;autenticacao;criptografia;certificato;crittograf;autenticazione;certificaat;versleutel;certyfikat;zapor;szyfrow;uwierzyteln;сертификат;файрвол;брандмауэр;шифрован;аутентификац;сертифікат;шифрування;sertifika;guvenlik duvari;sifreleme;csrf;2fa;mfa",
  "证书;證書;証明書;防火墙;防火牆;ファイアウォール;暗号化;加密;二段階認証;双重认证;两步验证;인증서;방화벽;암호화;2단계 인증",
);

/** a condition opening a clause: "si …", "se …", "if …" ("se" and "si" are pronouns and "yes" elsewhere in a clause) */
export const IF_OPENS37 = /(?:^|[,;:(]\s*|\n\s*)(?:si|se|if|wenn|falls)\s/;

/**
 * A sentence that explains, warns or sets a condition rather than orders: "to disable …, set", "if …", "not
 * recommended", "for example", "avoid", in the same languages (an order is not read inside them).
 */
export const TOLD37 = lex(
  "wenn;falls;ob\\b;um .{0,60} zu\\b;nicht empfohlen;vermeid;beispiel;pour (?:desactiver|publier|supprimer|reecrire);deconseill;exemple;evite[rz]?\\b;para (?:desactivar|desativar|publicar|eliminar|apagar|reescribir|reescrever);no recomendad;nao recomendad;ejemplo;exemplo;evit[ae]\\b;evitar;per (?:disattivare|pubblicare|eliminare|riscrivere);sconsigliat;esempio;evitare;om .{0,60} te\\b;afgeraden;jesli;jezeli;aby\\b;niezalecan;przyklad;unikaj;если;чтобы;не рекомендуется;пример;избегайте;якщо;щоб;приклад;eger;ornek;kacinin",
  "如果;若要;要想;假如;不推荐;不建议;例如;避免;場合;するには;にするには;ときは;なら;非推奨;例えば;避けて;려면;경우;권장하지;예를 들어;피하",
);

/** rewriting or erasing what was recorded: rewrite, overwrite, erase, take out */
export const REWRITE37 = lex(
  "umschreib;uberschreib;entfern;losch;reecri;retire[rz]?\\b;efface;supprime;reescrib;quita\\b;quite\\b;borra;reescrev;remov;apag;tir[ae]\\b;riscriv;togli;rimuov;cancell;herschrijf;verwijder;przepisz;usun;перепиш;переписа;удали;убери;перепиши;видали;yeniden yaz;kaldir;sil\\b",
  "書き換;消して;消す;削除;改写;重写;改寫;删掉;删除;刪除;去掉;다시 쓰;지우;지워;삭제;제거",
);

/** the gate: a sentence holding one of this table's acts is read (the round-16 reader reads only sentences with an act) */
export const ANY37 = new RegExp([PUBLISH37.source, FORCE_PUSH37.source].join("|"));

/** the record of who did what: audit logs and trails (what an intruder erases) */
export const AUDIT37 = lex(
  "audit-?logs?;audit-?protokoll;audit trail;journaux d'audit;journal d'audit;registros? de auditoria;logs? de auditoria;log di audit;registr[oi] di audit;logi audytu;dziennik\\S{0,3} audytu;журнал\\S{0,3} аудит;лог\\S{0,3} аудит;denetim kayit",
  "审计日志;審計日誌;監査ログ;감사 로그;감사로그",
);
