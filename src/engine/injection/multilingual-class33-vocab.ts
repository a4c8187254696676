// Round 33's lexicons of classes of order in other languages: acts on the environment and their objects, as stems.

/** a letter of the normalised Latin or Cyrillic text (the text is lower case, Latin accents stripped, ł and ı bare) */
const LETTER = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;

/** a list of stems or forms, ";" between them (a lexicon stays a few lines long) */
const words = (list: string): string[] => list.split(";");

/**
 * One field: stems of spaced scripts (Latin, Cyrillic: read at a word's start, any ending) and forms of the scripts
 * without spaces between words or with their own letters (CJK, Thai, Arabic, Hebrew, Indic: read anywhere).
 */
function lex(spaced: readonly string[], unspaced: readonly string[] = []): RegExp {
  const parts: string[] = [];
  if (spaced.length > 0) parts.push(`(?<!${LETTER})(?:${spaced.join("|")})`);
  if (unspaced.length > 0) parts.push(`(?:${unspaced.join("|")})`);
  return new RegExp(parts.join("|"));
}

/** running code or installing it (de, fr, es, pt, it, nl, pl, ru, uk, tr, id, vi, sw; romanised hi, ru, ja, zh) */
export const RUN33 = lex(
  words(
    "ausfuhr;fuhren sie;fuhre ;starte;installier;execut;lance[rz]?\\b;lancez;install;ejecut;corre\\b;rode\\b;rodar;esegu;voer ;uitvoer;uruchom;wykonaj;wykonac;zainstaluj;выполн;запуст;установ;виконай;виконайт;встанов;calistir;jalankan;eksekusi;pasang;chay lenh;thuc thi;cai dat;endesha;sakinisha;chalao;chala do;run karo;vypolni;zapusti;jikko;zhixing;yunxing",
  ),
  words(
    "执行;執行;运行;運行;安装;安裝;実行;インストール;실행;설치;نفذ;شغل;تشغيل;تنفيذ;ثبت;اجرا;نصب;הרץ;הריצ;הפעל;התקינ;התקן;चलाए;चलाओ;चलाइए;इंस्टॉल;रัน;รัน;เรียกใช้;ติดตั้ง",
  ),
);

/** handing something over: send, forward, publish, paste, copy into, upload, attach, include, print in the answer */
export const SEND33 = lex(
  words(
    "send;schick;ubermittel;weiterleit;veroffentlich;poste;posten;kopier;einfug;hochlad;lade ;mitschick;ausgeb;envo[iy];transfer;publi;colle[rz]?\\b;copie;copiez;partag;televers;joign;affich;envi[aeo];reenvi;pegu;pega\\b;copia;copiar;compart;sube\\b;subir;adjunt;incluy;muestr;imprim;encaminh;cole\\b;colar;copie;compartilh;partilh;anex;inclu;invia;invii;inoltr;pubblic;incoll;condivid;allega;stuur;verstuur;doorsturen;publiceer;plak;kopieer;wysl;przesl;opublikuj;wklej;wklei;skopiuj;kopiuj;udostepnij;zalacz;wrzuc;отправ;перешл;пересл;опубликуй;вставь;вставьте;скопир;приложи;пришли;пришлите;передай;выведи;надішл;надісл;опублікуй;скопіюй;gonder;ilet;yayinla;yapistir;kopyala;paylas;kirim;teruskan;publikasikan;tempel;salin;bagikan;unggah;lampirkan;sertakan;gui\\b;chuyen tiep;sao chep;tai len;dinh kem;tuma\\b;chapisha;bandika;nakili;bhej;paste karo;share karo;post karo;daal do;otprav;skopiruy;okutte;soushin;haritsuke;fasong;zhuanfa;zhantie;fuzhi;shangchuan",
  ),
  words(
    "发送;發送;发给;发到;发至;转发;轉發;发布;發布;粘贴;贴到;貼到;复制;複製;分享;上传;上傳;附上;放入;放到;填入;输出;輸出;送信;送って;転送;投稿;貼り付け;貼って;コピー;アップロード;添付;含めて;入れて;出力;보내;전송;전달;게시;붙여;복사;업로드;첨부;포함;출력;올려;أرسل;ارسل;إرسال;ارسال;انشر;الصق;انسخ;ارفع;أرفق;بفرست;بچسبان;کپی;آپلود;שלח;שלוח;העבר;פרסמ;הדבק;העתק;העל;צרפ;भेज;फॉरवर्ड;पेस्ट;कॉपी;शेयर;अपलोड;ส่ง;โพสต์;คัดลอก;อัปโหลด;แนบ",
  ),
);

/**
 * secrets named as words in each language (passwords, tokens, credentials, environment variables, card numbers) and
 * the loanwords code-switched prose keeps in English
 */
export const SECRET33 = lex(
  words(
    "passw;kennw;zugangsdat;mot de passe;mots de passe;identifiants;contrasen;credencial;senha;parola d'ordine;credenzial;wachtwoord;hasl;hasel;dane logowania;парол;учетн\\S{0,3} данн;учётн\\S{0,3} данн;токен;sifre;kata sandi;mat khau;nenosiri;token(?!i[sz]);secrets?\\b;deploy key;access key;private key;credentials;umgebungsvariabl;variables d'environnement;variables de entorno;variaveis de ambiente;variabili d'ambiente;omgevingsvariabel;zmienn\\S{0,3} srodowisk;переменн\\S{0,4} (?:окружени|сред);змінн\\S{0,4} середовищ;ortam degisken;variabel lingkungan;bien moi truong;kreditkart;carte de credit;carte bancaire;tarjeta de credito;cartao de credito;carta di credito;номер карт",
  ),
  words(
    "密码;密碼;令牌;密钥;密鑰;凭据;憑據;环境变量;環境變數;パスワード;認証情報;環境変数;トークン;秘密鍵;비밀번호;암호(?!화);토큰;자격 증명;환경 ?변수;كلمة المرور;كلمات المرور;كلمة السر;متغيرات البيئة;رمز عبور;گذرواژه;סיסמ;משתני סביבה;पासवर्ड;टोकन;รหัสผ่าน;信用卡;クレジットカード;신용카드;بطاقة الائتمان;כרטיס אשראי;क्रेडिट कार्ड;บัตรเครดิต",
  ),
);

/** a secret by its path or command, in any language: key files, token stores, env dumps */
export const SECRET_PATH33 =
  /(?:^|[^a-z0-9_])(?:\.env\b|~\/\.(?:ssh|aws|netrc|kube|docker|npmrc|pypirc|git-credentials|config\/gh)|id_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|hosts\.yml|secrets?\.(?:ya?ml|json|toml)|credentials(?:\.\w+)?\b|gh auth token|os\.environ|process\.env\b|printenv|\.sudo_pass|authorized_keys)/;

/** where a handed-over secret lands in sight of others: a comment, a reply, a parameter, a commit, the answer */
export const SINK33 = lex(
  words(
    "kommentar;antwort;issue;ticket;parameter;argument;commit;offentlich;commentaire;reponse;comentario;respuesta;resposta;commento;risposta;komentarz;odpowiedz;комментари;ответ;коммит;закоммит;коментар;відповід;yorum;yanit;komentar;balasan;binh luan;tra loi;maoni;jibu",
  ),
  words(
    "评论;評論;回复;回覆;参数;參數;提交;コメント;返信;回答;パラメータ;引数;コミット;댓글;답변;매개변수;파라미터;커밋;تعليق;پاسخ;תגובה;תשובה;टिप्पणी;जवाब;ความคิดเห็น;คำตอบ",
  ),
);

/** switching off or removing a protection */
export const DISABLE33 = lex(
  words(
    "deaktivier;entfern;losch;abschalt;schalte;desactiv;supprim;retire;elimin;quit;desativ;remov;apag;disattiv;rimuov;uitschakel;verwijder;wylacz;usun;отключ;выключ;удали;удалит;убер;вимкн;видал;devre disi;kaldir;sil\\b;nonaktifkan;matikan;hapus;tat\\b;vo hieu;xoa;zima;ondoa;hata do;band karo",
  ),
  words(
    "禁用;关闭;關閉;删除;删掉;刪除;去掉;移除;無効;解除;削除;外して;비활성;해제;삭제;제거;끄;عطل;تعطيل;احذف;حذف;غیرفعال;השבת;הסר;מחק;अक्षम;हटा;बंद कर;ปิด;ลบ",
  ),
);

/** a protection of code or accounts: branch protection, review, signature and audit checks, two-factor login */
export const PROTECTION33 = lex(
  words(
    "branch-?schutz;schutz des branch;schutzregel;review;signaturprufung;protection de la branche;protection du branch;protection de branche;verification de signature;proteccion de la rama;regla de proteccion;revision;verificacion de firma;protecao da branch;protecao do branch;protecao de branch;verificacao de assinatura;protezione del branch;protezione della branch;verifica della firma;ochron\\S{0,2} galezi;ochron\\S{0,2} brancha;защит\\S{0,2} ветк;защит\\S{0,2} main;проверк\\S{0,2} подпис;ревью;захист\\S{0,2} гілк;dal korumas;perlindungan branch;bao ve nhanh;2fa;mfa;npm audit;codeql;secret scanning;zwei-faktor;double authentification;doble factor;dois fatores;due fattori;dwuetapow;двухфакторн;двофакторн;iki faktorlu",
  ),
  words(
    "分支保护;分支保護;签名验证;簽名驗證;双重认证;两步验证;ブランチ保護;署名検証;二段階認証;2段階認証;브랜치 보호;서명 검증;2단계 인증;حماية الفرع;المصادقة الثنائية;הגנת ענף;אימות דו;शाखा सुरक्षा;การป้องกันสาขา",
  ),
);

/** pushing, merging or deploying code */
export const PUSH33 = lex(
  words(
    "push;pushe;merge;deploy;mergen;fusionn;fusion;mescl;publiez;publica;sube\\b;отправ\\S{0,4} в main;пуш;влей;смерж;задеплой;деплой;gonder;dorong",
  ),
  words("推送;合并;合併;部署;プッシュ;マージ;デプロイ;푸시;병합;배포;ادفع;دمج;انشر;דחוף;מזג;पुश;मर्ज;डिप्लॉय"),
);

/** the protected line of code or the live system */
export const MAIN33 =
  /(?:^|[^a-z0-9_/-])(?:main|master|prod(?:uction|uktion)?|produccion|producao|produzione|продакшн|прод)(?![a-z0-9_-])|生产|本番|프로덕션|운영 서버/;

/** past a check: without review, skipping the checks, force, directly */
export const UNCHECKED33 = lex(
  words(
    "ohne review;ohne prufung;ohne freigabe;direkt;sans (?:attendre|revue|relecture|review|verification);directement;sin (?:esperar|revision|review|aprobacion);directamente;sem (?:esperar|revisao|review|aprovacao);senza (?:aspettare|revisione|review|approvazione);direttamente;bez (?:review|przegladu|czekania);bezposrednio;без (?:ревью|проверк|ожидани|согласовани);напрямую;сразу;принудительн;force;incelemeden;dogrudan;tanpa (?:review|menunggu);langsung;truc tiep",
  ),
  words(
    "直接;无需审查;不经审查;跳过;強制;レビューなし;レビューを待たず;直接;리뷰 없이;바로;강제;بدون مراجعة;مباشرة;ללא סקירה;ישירות;बिना समीक्षा;सीधे",
  ),
);

/** writing into a file: add, append, insert, enter, write */
export const ADD33 = lex(
  words(
    "fug;hinzufug;trag;schreib;ajout;insere;ecri;agreg;anad;inserta;escrib;adicion;acrescent;insir;escrev;aggiung;inserisc;scriv;voeg;doda;wpisz;dopisz;добав;впиш;допиш;запиш;додай;ekle;yaz;tambahkan;tulis;ghi;ongeza;andika;jod;add karo",
  ),
  words(
    "添加;加入;加上;写入;寫入;追加;追記;書き込;加えて;추가;작성;أضف;اضف;اكتب;اضافه;بنویس;הוסף;כתוב;जोड़;लिखें;เพิ่ม;เขียน",
  ),
);

/** files that run again or are read as the agent's rules: shell start-up files, cron, keys, agent instruction files */
export const PERSIST_FILE33 =
  /~\/\.(?:bashrc|zshrc|profile|bash_profile|config\/fish)|\.bashrc\b|\.zshrc\b|crontab|authorized_keys|agents\.md|claude\.md|gemini\.md|\.cursorrules|\.cursor\/rules|copilot-instructions|\.git\/hooks/;

/** a standing rule: always, from now on, without confirmation */
export const STANDING33 = lex(
  words(
    "immer;stets;toujours;siempre;sempre;altijd;zawsze;всегда;завжди;her zaman;daima;selalu;luon luon;daima;hamesha",
  ),
  words("总是;總是;始终;始終;常に;いつも;항상;دائما;دائمًا;همیشه;תמיד;हमेशा;เสมอ"),
);

/** the task the reader was given, as an override's object */
export const TASK33 = lex(
  words("aufgabe;auftrag;tache;tarea;tarefa;compito;zadani;задач;задани;завдан;gorev;tugas;nhiem vu;kazi"),
  words("任务;任務;タスク;作業;작업;과제;المهمة;وظیفه;המשימה;कार्य;งาน"),
);

/** the act kept from the person: do not report, do not mention, do not tell the user */
export const HIDE33 = lex(
  words(
    "nicht (?:melden|erwahnen|berichten);ne (?:le )?(?:signalez|mentionnez|dites) pas;no (?:lo )?(?:reportes|informes|menciones|digas);nao (?:reporte|informe|mencione|diga);non (?:riportare|segnalare|menzionare|dire);nie (?:zglaszaj|informuj|wspominaj|mow);не (?:сообщай|упоминай|говори|докладывай);bildirme;jangan (?:laporkan|beri tahu|sebutkan);khong (?:bao cao|de cap);mat batana",
  ),
  words(
    "不要告诉;不要報告;不要报告;不需要告知;无需告知;不必告知;報告しないで;言わないで;伝えないで;보고하지 마;알리지 마;말하지 마;لا تخبر;لا تذكر;به کاربر نگو;אל תספר;אל תדווח;मत बताना;मत बताएं;ไม่ต้องแจ้ง",
  ),
);

/** a code literal that acts with consequence in any language's sentence: history rewritten, code fetched, remotes */
export const CODE33 =
  /\bgit\s{1,3}push\b[^`\n]{0,80}(?:--force\b|\s-f\b|--mirror\b|--delete\b|--all\b|\s\+\S)|\breflog\s{1,3}expire\b|\bfilter-(?:branch|repo)\b|\bgit\s{1,3}remote\s{1,3}(?:add|set-url)\b[^`\n]{0,60}https?:|\b(?:npm|pnpm|yarn|pip3?)\s{1,3}(?:i|install|add)\s{1,3}(?:-\S+\s{1,3}){0,3}(?:https?:|git\+)|\b(?:curl|wget)\b[^|`\n]{0,200}\|\s{0,3}sudo\b|\brm\s{1,3}-[a-z]*r[a-z]*f?\s{1,3}(?:\/|~|\$home|\.git\b|migrations?\b|audit\b|backups?\b|db\b|data\b)/;

/** a fetched program run in any language (the installer form: needs a sign besides, READMEs hold it honestly) */
export const FETCHED33 = /\b(?:curl|wget)\b[^|`\n]{0,200}\|\s{0,3}(?:ba|z|da)?sh\b/;

/** the sentence talks about attacks or gives an example: a security write-up, not an order */
export const WRITEUP33 = lex(
  words(
    "angreifer;attaquant;atacante;aggressor;napastni;злоумышл;атакующ;зловмисн;saldirgan;penyerang;ke tan cong;phishing;injection;injektion;iniezione;inyeccion;injecao;инъекц;beispiel;zum beispiel;par exemple;por ejemplo;por exemplo;ad esempio;na przyklad;например;наприклад;ornegin;misalnya;vi du;e\\.g\\.",
  ),
  words("攻击者;攻撃者;공격자;注入;インジェクション;인젝션;例如;比如;例えば;예를 들어;مهاجم;المهاجم;תוקף;हमलावर;ผู้โจมตี"),
);

/** today, at once: the pressure that turns a change into a request to ship it unreviewed */
export const URGENT33 = lex(
  words(
    "noch heute;sofort;umgehend;aujourd'hui;immediatement;hoy;inmediatamente;hoje;imediatamente;oggi;subito;dzisiaj;natychmiast;сегодня;немедленно;срочно;bugun;hemen;hari ini;segera;ngay lap tuc;hom nay;leo hii;aaj hi;turant",
  ),
  words("今天;立即;马上;馬上;今日中;すぐに;直ちに;오늘;즉시;당장;اليوم;فورا;امروز;היום;מיד;आज ही;तुरंत;วันนี้;ทันที"),
);

/** a file of the repository named by its path (config/payments.yml, src/auth.ts) */
export const REPO_FILE33 =
  /(?:^|[\s`'"(])[\w.-]{1,40}\/[\w./-]{0,80}\.(?:json|ya?ml|toml|env|ini|conf|ts|js|py|go|rb|sh)\b/;

/** an account or a login, the object a phishing order steers the user to */
export const LOGIN33 = lex(
  words(
    "anmeld;login;konto;zugang;compte;connexion;cuenta;iniciar sesion;conta\\b;accedi;account;zaloguj;logowani;войти;вход;аккаунт;учетн;увійти;обліков;hesab;giris yap;akun;masuk;dang nhap;tai khoan;akaunti;ingia",
  ),
  words(
    "登录;登入;账户;帳戶;账号;ログイン;アカウント;로그인;계정;تسجيل الدخول;حساب;ورود;חשבון;התחבר;लॉग इन;खाता;เข้าสู่ระบบ;บัญชี",
  ),
);

/** open to anyone: a link anyone can use, public sharing */
export const PUBLIC_LINK33 = lex(
  words(
    "jeder mit dem link;alle mit dem link;toute personne (?:disposant|ayant) (?:du|le) lien;cualquier persona con el enlace;qualquer pessoa com o link;chiunque abbia il link;kazdy, kto ma link;все, у кого есть ссылка;всем, у кого есть ссылка;linke sahip olan herkes;siapa (?:pun|saja) yang memiliki tautan;bat ky ai co lien ket",
  ),
  words(
    "知道链接的任何人;任何知道链接;拥有链接的任何人;リンクを知っている全員;リンクを知っている人;링크가 있는 모든 사람;링크가 있는 사용자;أي شخص لديه الرابط;כל מי שיש לו את הקישור;लिंक वाला कोई भी",
  ),
);

/**
 * a prohibition anywhere in the sentence, the verb-final languages' too ("keine Tokens im PR posten", "不要把 … 上传",
 * "nie in ein Issue kopieren"): the sentence forbids the act it names (read after the concealment phrases are taken out,
 * which forbid telling, not the act)
 */
export const PROHIBIT33 = lex(
  words(
    "kein;nie\\b;niemals;nicht\\b;jamais;aucun;ne\\b;n';nunca;jamas;no\\b;nao\\b;non\\b;mai\\b;niet\\b;nooit;geen\\b;nigdy;не\\b;никогда;нельзя;запрещ;ніколи;asla;jangan;tidak boleh;khong\\b;dung\\b;usi;kamwe;mat\\b;never;do not;don't",
  ),
  words(
    "不要;别;勿;禁止;不得;不能;不可;ないで;しない;ません;지 ?마;말 것;금지;لا ت;ممنوع;أبدا;نکن;هرگز;אל ;לעולם לא;אסור;मत ;कभी नहीं;न करें;ห้าม;อย่า",
  ),
);

/** telling or asking someone (the user, in the phishing class): its forms beside the round-16 tables' */
export const TELL33 = lex(
  words(
    "sag;teile;informier;fordern sie;bitten sie;dites;informez;demandez;dile;diga;informa;pide;pidale;peca;dica;chiedi;zeg;vertel;powiedz;poinformuj;popros;сообщ;скажи;попрос;повідом;скажіть;попрос;soyle;bildir;beri tahu;katakan;minta;hay noi;bao cho;mwambie;batao;bata do",
  ),
  words(
    "告诉;告訴;通知用户;让用户;讓用戶;伝えて;知らせて;言って;頼んで;알려;말해;전해;요청하;أخبر;ابلغ;اطلب;بگو;بخواه;אמור;ספר ל;הודע;בקש;बताएं;बताओ;कहें;บอก;แจ้ง",
  ),
);

/** an explicit request: please and its polite forms (a protection switched off on request is the class) */
export const REQUEST33 = lex(
  words(
    "bitte;merci de;veuillez;por favor;favor de;per favore;si prega;prosimy;prosze;пожалуйста;просим;прошу;будь ласка;lutfen;tolong;mohon;silakan;vui long;xin hay;tafadhali;kripya;please",
  ),
  words("请;請;ください;下さい;주세요;하세요;십시오;يرجى;الرجاء;من فضلك;لطفا;لطفاً;בבקשה;נא ל;कृपया;กรุณา;โปรด"),
);

/** the user in the third person, in its cases ("пользователю", "al usuario", "dem Nutzer"): whom an agent serves */
export const USER33 = lex(
  words(
    "nutzer;benutzer;anwender;utilisateur;usuari;utent;gebruiker;uzytkowni;пользовател;користувач;kullanici;pengguna;nguoi dung;mtumiaji;user\\b",
  ),
  words("用户;用戶;ユーザー;사용자;المستخدم;کاربر;המשתמש;उपयोगकर्ता;यूज़र;ผู้ใช้"),
);
