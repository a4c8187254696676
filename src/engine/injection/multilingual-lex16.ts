// Per-language lexicons of the round-16 order reader: acts, sensitive objects and frames, as stems of the normalised text.

/**
 * One language's words, as the normaliser leaves them (lower case, Latin accents stripped; ł, ß, ı, đ stay). Latin and
 * Cyrillic stems match at a word start and may go on ("reenvi" reads "reenvie", "reenviar"); other scripts match
 * anywhere (no spaces between words in Chinese and Japanese, prefixes in Arabic).
 */
export interface Lexicon16 {
  /** moves something out: send, forward, upload, post, share, paste */
  send: string;
  /** sets orders aside: ignore, forget, disregard */
  ignore: string;
  /** takes a check away: disable, turn off, skip, bypass */
  disable: string;
  /** runs or installs */
  run: string;
  /** deletes or wipes */
  remove: string;
  /** tells the user something (answer steering) */
  tell: string;
  /** a secret: password, token, key, credentials, codes, cookies, card */
  secret: string;
  /** someone's data or the conversation: personal data, contacts, history, the system prompt */
  personal: string;
  /** the orders set aside: instructions, rules, guidelines */
  rules: string;
  /** which orders: the earlier ones, all of them, the reader's own ("previous", "all", "your") */
  prior: string;
  /** a safeguard: security, checks, confirmation, tests, review */
  safeguard: string;
  /** a whole store: every file, the repository, the database, the backups */
  bulk: string;
  /** all, every */
  all: string;
  /** a negation before the act ("never send", "no desactives") */
  negation: string;
  /** the user's check taken away: "without asking", "don't ask for confirmation" */
  noAsk: string;
  /** a request reported, not made ("attackers ask you to send", "si alguien le pide que") */
  reported: string;
  /** a program named as the reader */
  reader: string;
  /** a claim the answer is steered to: safe, verified, a scam */
  claim: string;
  /** gives access: add, grant */
  grant: string;
  /** an access role: administrator, owner, delegate, full access, edit rights */
  role: string;
  /** a store of someone's data: mails, messages, files, contracts, calendar, notes, statements */
  data: string;
  /** someone else's: the user's, the customer's */
  user: string;
  /** the act hidden from the user: "don't mention it", "without telling the user" */
  conceal: string;
}

const es: Lexicon16 = {
  send: "envia|envie|enviad|enviar|reenvi|mand|sube|suba|subir|compart|publiqu|publica|transfier|pega|pegue|adjunt|copia",
  ignore: "ignor|olvid|descart|omite|omita",
  disable: "desactiv|deshabilit|omite|omita|salta|salte|apaga|apague|elude",
  run: "ejecut|instal|corre |lanza",
  remove: "borra|borre|elimin|suprim",
  tell: "dile|diga|di al|responde|responda|afirma",
  secret: "contrasen|token|credencial|codigo de verificacion|codigos de verificacion|cookie|tarjeta",
  personal: "datos personales|historial|contactos|prompt del sistema|conversacion",
  rules: "instruccion|indicacion|directriz|directrices|regla|consigna",
  prior: "anterior|anteriores|previa|previas|de arriba|tus |sus |del sistema|todas las",
  safeguard: "seguridad|comprobacion|verificacion|confirmacion|prueba|revision|antivirus|cortafuegos|autenticacion",
  bulk: "archivos|ficheros|repositorio|base de datos|copias de seguridad|correos|registros",
  all: "todos|todas|todo|toda|cada",
  negation: "nunca|jamas|ni|prohibido",
  noAsk: "sin preguntar|sin pedir|sin confirma|sin avisar|no preguntes|no pidas|sin esperar",
  reported: "pide|piden|pidan|pedir|solicitan|intentan",
  reader: "asistente|agente|modelo de ia|modelo de lenguaje|ia",
  claim: "seguro|segura|verificad|confiable|estafa|fraude",
  grant: "anade|agrega|concede|otorga|da acceso",
  role: "administrador|propietario|delegado|acceso completo|permisos de edicion|acceso total|admin$",
  data: "correos|mensajes|archivos|documentos|contratos|calendario|notas privadas|adjuntos|extractos|fotos|historial|documentos del usuario|conversacion",
  user: "del usuario|de la usuaria|del cliente|de los clientes|de todos los clientes",
  conceal: "no lo menciones|no menciones|sin avisar|no se lo digas|no le digas|no informes|sin decir",
};

const pt: Lexicon16 = {
  send: "envie|enviar|envia|encaminh|mande|manda|compartilh|partilh|carregu|publiqu|transfira|cole |anex",
  ignore: "ignor|esquec|desconsider|descart",
  disable: "desativ|desabilit|deslig|pule|pular|ignore|contorn",
  run: "execut|instal|rode",
  remove: "apagu|apaga|exclu|elimin|delet",
  tell: "diga|responda|afirme",
  secret: "senha|token|credencia|codigo de verificacao|cookie|cartao",
  personal: "dados pessoais|historico|contatos|prompt do sistema|conversa",
  rules: "instruc|orientac|diretriz|diretrizes|regra",
  prior: "anterior|anteriores|previas|acima|suas |do sistema|todas as",
  safeguard: "seguranca|verificac|confirmac|teste|revisao|antivirus|firewall|autenticac",
  bulk: "arquivos|ficheiros|repositorio|banco de dados|backups|e-mails|registros",
  all: "todos|todas|todo|toda|cada",
  negation: "nao|nunca|jamais|nem|proibido",
  noAsk: "sem perguntar|sem pedir|sem confirma|nao peca|nao pergunte|sem avisar|sem esperar",
  reported: "pede|pedem|pedir|solicitam|tentam",
  reader: "assistente|agente|modelo de ia|ia",
  claim: "seguro|segura|verificad|confiavel|golpe|fraude",
  grant: "adicione|adiciona|conceda|conceder|de acesso",
  role: "administrador|proprietario|delegado|acesso total|acesso completo|permissao de edicao|admin$",
  data: "e-mails|mensagens|arquivos|documentos|contratos|calendario|notas privadas|anexos|extratos|fotos|historico|conversa",
  user: "do usuario|da usuaria|do cliente|dos clientes",
  conceal: "nao mencione|sem avisar|nao avise|nao conte|nao diga ao usuario|nao informe",
};

const fr: Lexicon16 = {
  send: "envoie|envoyez|envoyer|transfer|partag|televers|publie|collez|copiez|joign|copie",
  ignore: "ignor|oubli|negligez|faites abstraction",
  disable: "desactiv|contourn|sautez|ignorez|coupez|arretez",
  run: "execut|install|lancez|lance ",
  remove: "supprim|effac|detrui",
  tell: "dites|dis a|repondez|affirmez",
  secret: "mot de passe|mots de passe|token|jeton|identifiants|code de verification|cookie|carte bancaire",
  personal: "donnees personnelles|historique|contacts|prompt systeme|conversation",
  rules: "instruction|consigne|directive|regle",
  prior: "precedent|anterieur|ci-dessus|vos |tes |du systeme|toutes les",
  safeguard: "securite|verification|confirmation|tests|revue|relecture|antivirus|pare-feu|authentification",
  bulk: "fichiers|depot|base de donnees|sauvegardes|e-mails|courriels|enregistrements",
  all: "tous|toutes|tout|toute|chaque",
  negation: "ne|n'|jamais|ni|interdit",
  noAsk: "sans demander|sans confirm|sans prevenir|ne demandez pas|sans poser",
  reported: "demandent|demande de|exigent|tentent",
  reader: "assistant|agent|modele de langage|modele d'ia|ia",
  claim: "securise|verifie|fiable|sans risque|arnaque|fraude",
  grant: "ajoute|ajoutez|accorde|accordez|donnez acces|donne acces",
  role: "administrateur|proprietaire|delegue|acces complet|droits d'edition|acces total|admin$",
  data: "e-mails|courriels|messages|fichiers|documents|contrats|agenda|calendrier|notes privees|pieces jointes|releves|photos|historique|itineraire",
  user: "de l'utilisateur|de l'utilisatrice|du client|des clients",
  conceal: "ne mentionnez pas|ne le mentionnez|sans prevenir|ne dites pas|ne lui dites|sans le dire|n'en parlez pas",
};

const de: Lexicon16 = {
  send: "sende|sendet|senden|schick|leite…weiter|weiterleit|lade…hoch|hochlad|teile|teilt|ubermittel|ubermittl|poste|veroffentlich|kopiere|fuge",
  ignore: "ignorier|vergiss|vergessen|missachte",
  disable: "deaktivier|schalte…aus|schalte…ab|abschalt|ubersprin|umgeh",
  run: "fuhre…aus|fuhrt…aus|ausfuhr|installier|starte",
  remove: "losche|loscht|losch|entfern|vernicht",
  tell: "sag|antworte|behaupte",
  secret: "passwort|passworter|kennwort|schlussel|token|zugangsdaten|anmeldedaten|bestatigungscode|cookie|kreditkarte",
  personal: "personenbezogen|personliche daten|verlauf|kontakte|systemprompt|konversation",
  rules: "anweisung|instruktion|vorgabe|regeln|richtlinie",
  prior: "vorherig|bisherig|obigen|deine|ihre|alle",
  safeguard: "sicherheit|prufung|bestatigung|tests|review|uberprufung|virenschutz|firewall|authentifizierung",
  bulk: "dateien|repository|datenbank|backups|sicherungen|e-mails|datensatze",
  all: "alle|aller|allen|alles|jede|jeden|jedem|jeder|jedes|samtliche|samtlichen|samtlicher",
  negation: "nicht|nie|niemals|kein|keine|verboten",
  noAsk: "ohne zu fragen|ohne nachzufragen|ohne ruckfrage|ohne bestatigung|frage nicht|ohne den benutzer zu fragen",
  reported: "bitten sie|fordern|verlangen|versuchen",
  reader: "assistent|agent|ki|sprachmodell",
  claim: "sicher|verifiziert|vertrauenswurdig|betrug",
  grant: "fuge…hinzu|fugen sie…hinzu|gewahre|gewahren|freigeb|gib…zugriff|erteile",
  role: "administrator|admin$|eigentumer|vollzugriff|vollen zugriff|bearbeitungsrecht|stellvertret|delegiert",
  data: "mails|e-mails|nachrichten|dateien|dokumente|vertrage|kalender|notizen|anhange|kontoauszug|fotos|verlauf|unterlagen",
  user: "des nutzers|des benutzers|der nutzerin|des kunden|der kunden|aller kunden",
  conceal: "erwahne…nicht|ohne es zu erwahnen|sag…nicht|ohne…zu informieren|nicht erwahnen|verschweig",
};

const it: Lexicon16 = {
  send: "invia|invii|inviate|inviare|inoltra|manda|carica|condividi|pubblica|incolla|allega",
  ignore: "ignora|dimentica|trascura",
  disable: "disattiv|disabilit|salta|aggira|spegni",
  run: "esegui|installa|lancia",
  remove: "elimina|cancella|rimuovi",
  tell: "di all|dici|rispondi|afferma",
  secret: "password|token|credenzial|codice di verifica|codici di verifica|cookie|carta di credito",
  personal: "dati personali|cronologia|contatti|prompt di sistema|conversazione",
  rules: "istruzion|indicazion|direttiv|regole",
  prior: "precedent|sopra|tue |tutte le",
  safeguard: "sicurezza|controll|verific|conferma|test|revisione|antivirus|firewall|autenticazione",
  bulk: "file|repository|database|backup|email",
  all: "tutti|tutte|tutto|tutta|ogni",
  negation: "non|mai|vietato",
  noAsk: "senza chiedere|senza conferma|non chiedere",
  reported: "chiedono|chiede di|tentano",
  reader: "assistente|agente|modello linguistico|ia",
  claim: "sicuro|sicura|verificat|affidabil|truffa",
  grant: "aggiungi|concedi|assegna|dai accesso",
  role: "amministratore|proprietario|delegato|accesso completo|permessi di modifica|admin$",
  data: "email|messaggi|file|documenti|contratti|calendario|note private|allegati|estratti conto|foto|cronologia|conversazion",
  user: "dell'utente|del cliente|dei clienti",
  conceal: "non menzionare|non dirlo|senza avvisare|non dire all'utente|non informare",
};

const nl: Lexicon16 = {
  send: "stuur|sturen|verstuur|doorsturen|upload|deel|delen|plak|publiceer",
  ignore: "negeer|vergeet",
  disable: "schakel…uit|uitschakel|sla…over|omzeil|zet…uit",
  run: "voer…uit|installeer|start",
  remove: "verwijder|wis",
  tell: "zeg|antwoord|beweer",
  secret: "wachtwoord|sleutel|token|inloggegevens|verificatiecode|cookie|creditcard",
  personal: "persoonsgegevens|geschiedenis|contacten|systeemprompt|gesprek",
  rules: "instructie|aanwijzing|regels|richtlijn",
  prior: "vorige|eerdere|bovenstaande|je |alle",
  safeguard: "beveiliging|controle|bevestiging|tests|review|virusscanner|firewall|authenticatie",
  bulk: "bestanden|repository|database|back-ups|backups|e-mails",
  all: "alle|alles|elk|elke",
  negation: "niet|nooit|geen|verboden",
  noAsk: "zonder te vragen|zonder bevestiging|vraag niet",
  reported: "vragen je|vraagt je|proberen",
  reader: "assistent|agent|ai|taalmodel",
  claim: "veilig|geverifieerd|betrouwbaar|oplichting",
  grant: "voeg…toe|geef…toegang|verleen|ken…toe",
  role: "beheerder|eigenaar|gedelegeerde|volledige toegang|bewerkrechten|admin$",
  data: "mails|e-mails|berichten|bestanden|documenten|contracten|agenda|notities|bijlagen|afschriften|foto's|geschiedenis",
  user: "van de gebruiker|van de klant|van alle klanten",
  conceal: "vermeld…niet|zonder te melden|zeg…niet|niet vermelden",
};

const pl: Lexicon16 = {
  send: "wyslij|wyslac|przeslij|przeslac|przekaz|udostepnij|wrzuc|opublikuj|skopiuj|wklej|zaladuj|przesłał|wysłac",
  ignore: "zignoruj|ignoruj|zapomnij|pomin",
  disable: "wyłacz|wylacz|dezaktywuj|pomin|omin",
  run: "uruchom|wykonaj|zainstaluj",
  remove: "usun|skasuj|wymaz",
  tell: "powiedz|odpowiedz|przekonaj",
  secret: "hasł|hasl|klucz|token|dane logowania|kod weryfikacyjny|cookie|karty",
  personal: "dane osobowe|histori|kontakty|kontaktow|kontaktom|kontaktami|prompt systemowy|rozmow",
  rules: "instrukcj|polecen|zasad|wytyczn",
  prior: "poprzedni|wczesniejsz|powyzsz|swoje|wszystkie",
  safeguard: "bezpieczenstw|kontrol|potwierdzen|test|przeglad|weryfikacj|antywirus|zapora|uwierzytelnian",
  bulk: "pliki|repozytorium|baze danych|kopie zapasowe|wiadomosci",
  all: "wszystkie|wszystkich|wszystkim|wszystkimi|wszystko|kazdy|kazda|kazdego|kazdej",
  negation: "nie|nigdy|zakaz",
  noAsk: "bez pytania|bez potwierdzenia|nie pytaj",
  reported: "prosza|prosi o|zadaja|probuja",
  reader: "asystent|agent|ai|model jezykowy",
  claim: "bezpieczn|zweryfikowan|oszust",
  grant: "dodaj|nadaj|przyznaj|udziel",
  role: "administrator|wlasciciel|własciciel|pełny dostep|pelny dostep|delegat|uprawnienia do edycji|admin$",
  data: "wiadomosci|maile|e-maile|pliki|dokumenty|umowy|kalendarz|notatki|załaczniki|zalaczniki|wyciagi|zdjecia|histori",
  user: "uzytkownika|klienta|klientow",
  conceal: "nie wspominaj|nie mow|bez informowania|nie informuj",
};

import { EAST_LEXICONS16 } from "./multilingual-lex16-east.ts";

/** The lexicons by language, each its own table (one language's words never need another's to read). */
export const LEXICONS16: Record<string, Lexicon16> = { es, pt, fr, de, it, nl, pl, ...EAST_LEXICONS16 };
