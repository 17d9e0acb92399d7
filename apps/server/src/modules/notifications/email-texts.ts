import type { Language } from '@pagewise/shared/languages';

/** Texts of each e-mail in every interface language; `{name}`, `{page}` and `{date}` are filled in. */
export type EmailKind =
  | 'account_export_ready'
  | 'report_pdf_ready'
  | 'report_pdf_failed'
  | 'confirm_email'
  | 'reset_password'
  | 'password_changed'
  | 'page_token_expiring'
  | 'page_token_expired'
  | 'publication_failed'
  | 'user_invited'
  | 'post_assigned'
  | 'post_assigned_viewer'
  | 'post_validated'
  | 'post_note'
  | 'post_blocked'
  | 'source_disabled'
  | 'inbox_assigned'
  | 'inbox_digest'
  | 'inbox_digest_one';
type EmailText = {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  /** A second link, where the e-mail offers two ways out (edit, or publish now). */
  secondaryAction?: string;
  footer: string;
};

export const emailTexts: Record<Language, Record<EmailKind, EmailText>> = {
  en: {
    report_pdf_ready: {
      subject: 'Your report {report} is ready',
      greeting: 'Hello {name},',
      body: 'The PDF report {report} of {account}, for {period}, is ready ({size}). Download it before {date}: the link then stops working.',
      action: 'Download the report',
      footer:
        'You receive this e-mail because a report of {account} was asked for on Pagewise, or you are on the list of one of its scheduled reports.',
    },
    report_pdf_failed: {
      subject: 'Your report {report} could not be made',
      greeting: 'Hello {name},',
      body: 'PDF generation failed for the report {report} of {account}, for {period}. Open the reports and ask for it again; if it fails again, contact support.',
      action: 'Open the reports',
      footer:
        'You receive this e-mail because you asked for this report, or created its schedule, on Pagewise.',
    },
    inbox_assigned: {
      subject: '{actor} assigned you an item of {page}',
      greeting: 'Hello {name},',
      body: '{actor} assigned you this item of {page}, from {author} on {date}: “{text}”. Answer it or treat it in the inbox.',
      action: 'Open the inbox',
      footer: 'You receive this e-mail because you keep the inbox notifications on in Pagewise.',
    },
    inbox_digest: {
      subject: '{count} new items in your inbox',
      greeting: 'Hello {name},',
      body: '{count} new items arrived on your pages since {date}: {summary}.',
      action: 'Open the inbox',
      footer: 'You receive this e-mail because you keep the inbox notifications on in Pagewise.',
    },
    inbox_digest_one: {
      subject: '1 new item in your inbox',
      greeting: 'Hello {name},',
      body: '1 new item arrived on your pages since {date}: {summary}.',
      action: 'Open the inbox',
      footer: 'You receive this e-mail because you keep the inbox notifications on in Pagewise.',
    },
    account_export_ready: {
      subject: 'Your Pagewise data archive is ready',
      greeting: 'Hello {name},',
      body: 'The archive of everything your account holds is ready ({size}). Download it before {date}: the link then stops working.',
      action: 'Download the archive',
      footer: 'You receive this e-mail because you asked for an export of your account data on Pagewise.',
    },
    user_invited: {
      subject: '{inviter} invited you to Pagewise',
      greeting: 'Hello {name},',
      body: '{inviter} added you to the team of {account} on Pagewise as {role}. Confirm your e-mail address, then log in with the password {inviter} gives you. This link is valid for 48 hours.',
      action: 'Join the team',
      footer: 'If you did not expect this invitation, ignore this message.',
    },
    page_token_expiring: {
      subject: 'Your page {page} needs attention soon',
      greeting: 'Hello {name},',
      body: 'The connection to your page {page} expires on {date}. Reconnect it now so that your bots and scheduled posts keep publishing.',
      action: 'Reconnect the page',
      footer: 'You receive this e-mail because you manage this page on Pagewise.',
    },
    page_token_expired: {
      subject: 'Your page {page} is disconnected',
      greeting: 'Hello {name},',
      body: 'The connection to your page {page} has expired or was revoked: nothing can be published there until you reconnect it.',
      action: 'Reconnect the page',
      footer: 'You receive this e-mail because you manage this page on Pagewise.',
    },
    confirm_email: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello {name},',
      body: 'Welcome to Pagewise. Confirm your e-mail address to start connecting your pages. This link is valid for 48 hours.',
      action: 'Confirm my e-mail address',
      footer: 'If you did not create an account, ignore this message.',
    },
    reset_password: {
      subject: 'Reset your password',
      greeting: 'Hello {name},',
      body: 'Someone asked to reset the password of your Pagewise account. This link is valid for 1 hour.',
      action: 'Choose a new password',
      footer: 'If you did not ask for it, ignore this message: your password stays the same.',
    },
    password_changed: {
      subject: 'Your password was changed',
      greeting: 'Hello {name},',
      body: 'The password of your Pagewise account was just changed and your other sessions were closed.',
      action: 'Open my settings',
      footer: 'If it was not you, reset your password at once.',
    },
    publication_failed: {
      subject: 'A post could not be published on {page}',
      greeting: 'Hello {name},',
      body: 'Your post planned for {date} on {page} could not be published: {reason}. Edit it, or publish it now once the problem is solved.',
      action: 'Edit the post',
      secondaryAction: 'Publish now',
      footer: 'You receive this e-mail because you wrote this post on Pagewise.',
    },
    post_assigned: {
      subject: '{actor} asks you to validate a post',
      greeting: 'Hello {name},',
      body: '{actor} assigned you the post “{post}” for validation. Read it, add a note if something should change, then validate it or refuse it.',
      action: 'Open the post',
      footer: 'You receive this e-mail because you validate the posts of {account} on Pagewise.',
    },
    post_assigned_viewer: {
      subject: '{actor} asks you to validate a post',
      greeting: 'Hello {name},',
      body: '{actor} asks you to validate the post “{post}”.',
      action: 'Validate the post',
      footer: 'You receive this e-mail because {account} asked you to validate its posts on Pagewise.',
    },
    post_validated: {
      subject: 'Your post was validated',
      greeting: 'Hello {name},',
      body: '{actor} validated your post “{post}”. It can now go out as planned.',
      action: 'Open the post',
      footer: 'You receive this e-mail because you wrote this post on Pagewise.',
    },
    post_note: {
      subject: 'New note from {actor}',
      greeting: 'Hello {name},',
      body: '{actor} wrote on the post “{post}”: {note}',
      action: 'Read the note',
      footer: 'You receive this e-mail because you follow the validation of this post on Pagewise.',
    },
    post_blocked: {
      subject: 'A post was not published: it is not validated',
      greeting: 'Hello {name},',
      body: 'The post “{post}” planned for {date} on {page} was not published: it was not validated in time. Once it is validated, reschedule it or publish it now.',
      action: 'Open the post',
      footer: 'You receive this e-mail because you wrote or validate this post on Pagewise.',
    },
    source_disabled: {
      subject: 'Your source {source} was disabled',
      greeting: 'Hello {name},',
      body: 'We stopped reading your source {source}: {reason}. Bots using it get no new article from it. Check its address, then enable it again in My sources.',
      action: 'Open My sources',
      footer: 'You receive this e-mail because you chose to hear about source errors on Pagewise.',
    },
  },
  fr: {
    report_pdf_ready: {
      subject: 'Votre rapport {report} est prêt',
      greeting: 'Bonjour {name},',
      body: 'Le rapport PDF {report} de {account}, pour {period}, est prêt ({size}). Téléchargez-le avant le {date} : le lien ne fonctionnera plus ensuite.',
      action: 'Télécharger le rapport',
      footer:
        'Vous recevez cet e-mail parce qu’un rapport de {account} a été demandé sur Pagewise, ou que vous êtes destinataire d’un de ses rapports programmés.',
    },
    report_pdf_failed: {
      subject: 'Votre rapport {report} n’a pas pu être créé',
      greeting: 'Bonjour {name},',
      body: 'La génération du PDF a échoué pour le rapport {report} de {account}, pour {period}. Ouvrez les rapports et demandez-le à nouveau ; si l’échec se répète, contactez le support.',
      action: 'Ouvrir les rapports',
      footer:
        'Vous recevez cet e-mail parce que vous avez demandé ce rapport, ou créé sa programmation, sur Pagewise.',
    },
    inbox_assigned: {
      subject: '{actor} vous a confié un élément de {page}',
      greeting: 'Bonjour {name},',
      body: '{actor} vous a confié cet élément de {page}, de {author} le {date} : « {text} ». Répondez-y ou traitez-le dans la boîte de réception.',
      action: 'Ouvrir la boîte de réception',
      footer:
        'Vous recevez cet e-mail car vous avez activé les notifications de la boîte de réception dans Pagewise.',
    },
    inbox_digest: {
      subject: '{count} nouveaux éléments dans votre boîte de réception',
      greeting: 'Bonjour {name},',
      body: '{count} nouveaux éléments sont arrivés sur vos pages depuis le {date} : {summary}.',
      action: 'Ouvrir la boîte de réception',
      footer:
        'Vous recevez cet e-mail car vous avez activé les notifications de la boîte de réception dans Pagewise.',
    },
    inbox_digest_one: {
      subject: '1 nouvel élément dans votre boîte de réception',
      greeting: 'Bonjour {name},',
      body: '1 nouvel élément est arrivé sur vos pages depuis le {date} : {summary}.',
      action: 'Ouvrir la boîte de réception',
      footer:
        'Vous recevez cet e-mail car vous avez activé les notifications de la boîte de réception dans Pagewise.',
    },
    account_export_ready: {
      subject: 'Votre archive de données Pagewise est prête',
      greeting: 'Bonjour {name},',
      body: 'L’archive de tout ce que contient votre compte est prête ({size}). Téléchargez-la avant le {date} : le lien ne fonctionnera plus ensuite.',
      action: 'Télécharger l’archive',
      footer:
        'Vous recevez cet e-mail parce que vous avez demandé l’export des données de votre compte sur Pagewise.',
    },
    user_invited: {
      subject: '{inviter} vous invite sur Pagewise',
      greeting: 'Bonjour {name},',
      body: '{inviter} vous a ajouté à l’équipe de {account} sur Pagewise avec le rôle {role}. Confirmez votre adresse e-mail, puis connectez-vous avec le mot de passe que {inviter} vous communiquera. Ce lien est valable 48 heures.',
      action: 'Rejoindre l’équipe',
      footer: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    },
    page_token_expiring: {
      subject: 'Votre page {page} demande bientôt votre attention',
      greeting: 'Bonjour {name},',
      body: 'La connexion à votre page {page} expire le {date}. Reconnectez-la dès maintenant pour que vos robots et vos publications programmées continuent de publier.',
      action: 'Reconnecter la page',
      footer: 'Vous recevez cet e-mail parce que vous gérez cette page sur Pagewise.',
    },
    page_token_expired: {
      subject: 'Votre page {page} est déconnectée',
      greeting: 'Bonjour {name},',
      body: 'La connexion à votre page {page} a expiré ou a été révoquée : rien ne peut y être publié tant que vous ne la reconnectez pas.',
      action: 'Reconnecter la page',
      footer: 'Vous recevez cet e-mail parce que vous gérez cette page sur Pagewise.',
    },
    confirm_email: {
      subject: 'Confirmez votre adresse e-mail',
      greeting: 'Bonjour {name},',
      body: 'Bienvenue sur Pagewise. Confirmez votre adresse e-mail pour commencer à connecter vos pages. Ce lien est valable 48 heures.',
      action: 'Confirmer mon adresse e-mail',
      footer: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    reset_password: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: 'Bonjour {name},',
      body: 'Une réinitialisation du mot de passe de votre compte Pagewise a été demandée. Ce lien est valable 1 heure.',
      action: 'Choisir un nouveau mot de passe',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    password_changed: {
      subject: 'Votre mot de passe a été modifié',
      greeting: 'Bonjour {name},',
      body: 'Le mot de passe de votre compte Pagewise vient d’être modifié et vos autres sessions ont été fermées.',
      action: 'Ouvrir mes paramètres',
      footer: "Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement.",
    },
    publication_failed: {
      subject: 'Une publication n’a pas pu être publiée sur {page}',
      greeting: 'Bonjour {name},',
      body: 'Votre publication prévue le {date} sur {page} n’a pas pu être publiée : {reason}. Modifiez-la, ou publiez-la maintenant une fois le problème résolu.',
      action: 'Modifier la publication',
      secondaryAction: 'Publier maintenant',
      footer: 'Vous recevez cet e-mail parce que vous avez rédigé cette publication sur Pagewise.',
    },
    post_assigned: {
      subject: '{actor} vous demande de valider une publication',
      greeting: 'Bonjour {name},',
      body: '{actor} vous a assigné la publication « {post} » pour validation. Lisez-la, ajoutez une note si quelque chose doit changer, puis validez-la ou refusez-la.',
      action: 'Ouvrir la publication',
      footer: 'Vous recevez cet e-mail parce que vous validez les publications de {account} sur Pagewise.',
    },
    post_assigned_viewer: {
      subject: '{actor} vous demande de valider une publication',
      greeting: 'Bonjour {name},',
      body: '{actor} vous demande de valider la publication « {post} ».',
      action: 'Valider la publication',
      footer:
        'Vous recevez cet e-mail parce que {account} vous a demandé de valider ses publications sur Pagewise.',
    },
    post_validated: {
      subject: 'Votre publication a été validée',
      greeting: 'Bonjour {name},',
      body: '{actor} a validé votre publication « {post} ». Elle peut maintenant partir comme prévu.',
      action: 'Ouvrir la publication',
      footer: 'Vous recevez cet e-mail parce que vous avez écrit cette publication sur Pagewise.',
    },
    post_note: {
      subject: 'Nouvelle note de {actor}',
      greeting: 'Bonjour {name},',
      body: '{actor} a écrit sur la publication « {post} » : {note}',
      action: 'Lire la note',
      footer:
        'Vous recevez cet e-mail parce que vous suivez la validation de cette publication sur Pagewise.',
    },
    post_blocked: {
      subject: 'Une publication n’est pas partie : elle n’est pas validée',
      greeting: 'Bonjour {name},',
      body: 'La publication « {post} » prévue le {date} sur {page} n’a pas été publiée : elle n’a pas été validée à temps. Une fois validée, reprogrammez-la ou publiez-la maintenant.',
      action: 'Ouvrir la publication',
      footer: 'Vous recevez cet e-mail parce que vous avez écrit ou validez cette publication sur Pagewise.',
    },
    source_disabled: {
      subject: 'Votre source {source} a été désactivée',
      greeting: 'Bonjour {name},',
      body: 'Nous avons cessé de lire votre source {source} : {reason}. Les bots qui l’utilisent n’en reçoivent plus d’article. Vérifiez son adresse, puis réactivez-la dans Mes sources.',
      action: 'Ouvrir Mes sources',
      footer:
        'Vous recevez cet e-mail parce que vous avez choisi d’être prévenu des erreurs de sources sur Pagewise.',
    },
  },
  de: {
    report_pdf_ready: {
      subject: 'Ihr Bericht {report} ist fertig',
      greeting: 'Hallo {name},',
      body: 'Der PDF-Bericht {report} von {account} für {period} ist fertig ({size}). Laden Sie ihn vor dem {date} herunter: Danach funktioniert der Link nicht mehr.',
      action: 'Bericht herunterladen',
      footer:
        'Sie erhalten diese E-Mail, weil ein Bericht von {account} auf Pagewise angefordert wurde oder Sie Empfänger eines seiner geplanten Berichte sind.',
    },
    report_pdf_failed: {
      subject: 'Ihr Bericht {report} konnte nicht erstellt werden',
      greeting: 'Hallo {name},',
      body: 'Die PDF-Erstellung ist für den Bericht {report} von {account} für {period} fehlgeschlagen. Öffnen Sie die Berichte und fordern Sie ihn erneut an; schlägt es wieder fehl, wenden Sie sich an den Support.',
      action: 'Berichte öffnen',
      footer:
        'Sie erhalten diese E-Mail, weil Sie diesen Bericht angefordert oder seinen Zeitplan auf Pagewise erstellt haben.',
    },
    inbox_assigned: {
      subject: '{actor} hat dir einen Eintrag von {page} zugewiesen',
      greeting: 'Hallo {name},',
      body: '{actor} hat dir diesen Eintrag von {page} zugewiesen, von {author} am {date}: „{text}“. Beantworte oder erledige ihn im Posteingang.',
      action: 'Posteingang öffnen',
      footer:
        'Du erhältst diese E-Mail, weil du die Benachrichtigungen des Posteingangs in Pagewise aktiviert hast.',
    },
    inbox_digest: {
      subject: '{count} neue Einträge in deinem Posteingang',
      greeting: 'Hallo {name},',
      body: 'Seit {date} sind {count} neue Einträge auf deinen Seiten eingegangen: {summary}.',
      action: 'Posteingang öffnen',
      footer:
        'Du erhältst diese E-Mail, weil du die Benachrichtigungen des Posteingangs in Pagewise aktiviert hast.',
    },
    inbox_digest_one: {
      subject: '1 neuer Eintrag in deinem Posteingang',
      greeting: 'Hallo {name},',
      body: 'Seit {date} ist 1 neuer Eintrag auf deinen Seiten eingegangen: {summary}.',
      action: 'Posteingang öffnen',
      footer:
        'Du erhältst diese E-Mail, weil du die Benachrichtigungen des Posteingangs in Pagewise aktiviert hast.',
    },
    account_export_ready: {
      subject: 'Ihr Pagewise-Datenarchiv ist bereit',
      greeting: 'Hallo {name},',
      body: 'Das Archiv mit allen Daten Ihres Kontos ist bereit ({size}). Laden Sie es vor dem {date} herunter: Danach funktioniert der Link nicht mehr.',
      action: 'Archiv herunterladen',
      footer:
        'Sie erhalten diese E-Mail, weil Sie bei Pagewise einen Export Ihrer Kontodaten angefordert haben.',
    },
    user_invited: {
      subject: '{inviter} hat Sie zu Pagewise eingeladen',
      greeting: 'Hallo {name},',
      body: '{inviter} hat Sie dem Team von {account} bei Pagewise als {role} hinzugefügt. Bestätigen Sie Ihre E-Mail-Adresse und melden Sie sich dann mit dem Passwort an, das {inviter} Ihnen mitteilt. Dieser Link ist 48 Stunden gültig.',
      action: 'Dem Team beitreten',
      footer: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
    },
    page_token_expiring: {
      subject: 'Ihre Seite {page} braucht bald Ihre Aufmerksamkeit',
      greeting: 'Hallo {name},',
      body: 'Die Verbindung zu Ihrer Seite {page} läuft am {date} ab. Verbinden Sie sie jetzt neu, damit Ihre Bots und geplanten Beiträge weiter veröffentlichen.',
      action: 'Seite neu verbinden',
      footer: 'Sie erhalten diese E-Mail, weil Sie diese Seite bei Pagewise verwalten.',
    },
    page_token_expired: {
      subject: 'Ihre Seite {page} ist getrennt',
      greeting: 'Hallo {name},',
      body: 'Die Verbindung zu Ihrer Seite {page} ist abgelaufen oder wurde widerrufen: Dort kann nichts veröffentlicht werden, bis Sie sie neu verbinden.',
      action: 'Seite neu verbinden',
      footer: 'Sie erhalten diese E-Mail, weil Sie diese Seite bei Pagewise verwalten.',
    },
    confirm_email: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Hallo {name},',
      body: 'Willkommen bei Pagewise. Bestätigen Sie Ihre E-Mail-Adresse, um Ihre Seiten zu verbinden. Dieser Link ist 48 Stunden gültig.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht.',
    },
    reset_password: {
      subject: 'Passwort zurücksetzen',
      greeting: 'Hallo {name},',
      body: 'Für Ihr Pagewise-Konto wurde das Zurücksetzen des Passworts angefordert. Dieser Link ist 1 Stunde gültig.',
      action: 'Neues Passwort wählen',
      footer:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
    password_changed: {
      subject: 'Ihr Passwort wurde geändert',
      greeting: 'Hallo {name},',
      body: 'Das Passwort Ihres Pagewise-Kontos wurde soeben geändert und Ihre anderen Sitzungen wurden beendet.',
      action: 'Meine Einstellungen öffnen',
      footer: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück.',
    },
    publication_failed: {
      subject: 'Ein Beitrag konnte auf {page} nicht veröffentlicht werden',
      greeting: 'Hallo {name},',
      body: 'Dein für {date} auf {page} geplanter Beitrag konnte nicht veröffentlicht werden: {reason}. Bearbeite ihn oder veröffentliche ihn jetzt, sobald das Problem behoben ist.',
      action: 'Beitrag bearbeiten',
      secondaryAction: 'Jetzt veröffentlichen',
      footer: 'Du erhältst diese E-Mail, weil du diesen Beitrag auf Pagewise verfasst hast.',
    },
    post_assigned: {
      subject: '{actor} bittet dich, einen Beitrag freizugeben',
      greeting: 'Hallo {name},',
      body: '{actor} hat dir den Beitrag „{post}“ zur Freigabe zugewiesen. Lies ihn, füge eine Notiz hinzu, wenn sich etwas ändern soll, und gib ihn dann frei oder lehne ihn ab.',
      action: 'Beitrag öffnen',
      footer: 'Du erhältst diese E-Mail, weil du die Beiträge von {account} auf Pagewise freigibst.',
    },
    post_assigned_viewer: {
      subject: '{actor} bittet dich, einen Beitrag freizugeben',
      greeting: 'Hallo {name},',
      body: '{actor} bittet dich, den Beitrag „{post}“ freizugeben.',
      action: 'Beitrag freigeben',
      footer:
        'Du erhältst diese E-Mail, weil {account} dich gebeten hat, seine Beiträge auf Pagewise freizugeben.',
    },
    post_validated: {
      subject: 'Dein Beitrag wurde freigegeben',
      greeting: 'Hallo {name},',
      body: '{actor} hat deinen Beitrag „{post}“ freigegeben. Er kann jetzt wie geplant erscheinen.',
      action: 'Beitrag öffnen',
      footer: 'Du erhältst diese E-Mail, weil du diesen Beitrag auf Pagewise verfasst hast.',
    },
    post_note: {
      subject: 'Neue Notiz von {actor}',
      greeting: 'Hallo {name},',
      body: '{actor} hat zum Beitrag „{post}“ geschrieben: {note}',
      action: 'Notiz lesen',
      footer: 'Du erhältst diese E-Mail, weil du die Freigabe dieses Beitrags auf Pagewise verfolgst.',
    },
    post_blocked: {
      subject: 'Ein Beitrag wurde nicht veröffentlicht: Er ist nicht freigegeben',
      greeting: 'Hallo {name},',
      body: 'Der für {date} auf {page} geplante Beitrag „{post}“ wurde nicht veröffentlicht: Er wurde nicht rechtzeitig freigegeben. Sobald er freigegeben ist, plane ihn neu oder veröffentliche ihn sofort.',
      action: 'Beitrag öffnen',
      footer: 'Du erhältst diese E-Mail, weil du diesen Beitrag auf Pagewise verfasst hast oder freigibst.',
    },
    source_disabled: {
      subject: 'Deine Quelle {source} wurde deaktiviert',
      greeting: 'Hallo {name},',
      body: 'Wir lesen deine Quelle {source} nicht mehr: {reason}. Bots, die sie nutzen, erhalten daraus keine neuen Artikel. Prüfe ihre Adresse und aktiviere sie dann unter Meine Quellen wieder.',
      action: 'Meine Quellen öffnen',
      footer:
        'Du erhältst diese E-Mail, weil du auf Pagewise über Fehler von Quellen informiert werden möchtest.',
    },
  },
  es: {
    report_pdf_ready: {
      subject: 'Tu informe {report} está listo',
      greeting: 'Hola {name}:',
      body: 'El informe PDF {report} de {account}, para {period}, está listo ({size}). Descárgalo antes del {date}: después el enlace deja de funcionar.',
      action: 'Descargar el informe',
      footer:
        'Recibes este correo porque se pidió un informe de {account} en Pagewise, o estás en la lista de uno de sus informes programados.',
    },
    report_pdf_failed: {
      subject: 'Tu informe {report} no se pudo crear',
      greeting: 'Hola {name}:',
      body: 'La generación del PDF falló para el informe {report} de {account}, para {period}. Abre los informes y vuelve a pedirlo; si vuelve a fallar, contacta con el soporte.',
      action: 'Abrir los informes',
      footer: 'Recibes este correo porque pediste este informe, o creaste su programación, en Pagewise.',
    },
    inbox_assigned: {
      subject: '{actor} te asignó un elemento de {page}',
      greeting: 'Hola, {name}:',
      body: '{actor} te asignó este elemento de {page}, de {author} el {date}: «{text}». Respóndelo o trátalo en la bandeja de entrada.',
      action: 'Abrir la bandeja de entrada',
      footer:
        'Recibes este correo porque tienes activadas las notificaciones de la bandeja de entrada en Pagewise.',
    },
    inbox_digest: {
      subject: '{count} elementos nuevos en tu bandeja de entrada',
      greeting: 'Hola, {name}:',
      body: 'Han llegado {count} elementos nuevos a tus páginas desde el {date}: {summary}.',
      action: 'Abrir la bandeja de entrada',
      footer:
        'Recibes este correo porque tienes activadas las notificaciones de la bandeja de entrada en Pagewise.',
    },
    inbox_digest_one: {
      subject: '1 elemento nuevo en tu bandeja de entrada',
      greeting: 'Hola, {name}:',
      body: 'Ha llegado 1 elemento nuevo a tus páginas desde el {date}: {summary}.',
      action: 'Abrir la bandeja de entrada',
      footer:
        'Recibes este correo porque tienes activadas las notificaciones de la bandeja de entrada en Pagewise.',
    },
    account_export_ready: {
      subject: 'Tu archivo de datos de Pagewise está listo',
      greeting: 'Hola {name}:',
      body: 'El archivo con todo lo que contiene tu cuenta está listo ({size}). Descárgalo antes del {date}: después, el enlace dejará de funcionar.',
      action: 'Descargar el archivo',
      footer: 'Recibes este correo porque solicitaste una exportación de los datos de tu cuenta en Pagewise.',
    },
    user_invited: {
      subject: '{inviter} te ha invitado a Pagewise',
      greeting: 'Hola {name}:',
      body: '{inviter} te ha añadido al equipo de {account} en Pagewise como {role}. Confirma tu dirección de correo electrónico y después inicia sesión con la contraseña que te dé {inviter}. Este enlace es válido durante 48 horas.',
      action: 'Unirme al equipo',
      footer: 'Si no esperabas esta invitación, ignora este mensaje.',
    },
    page_token_expiring: {
      subject: 'Tu página {page} necesitará atención pronto',
      greeting: 'Hola {name}:',
      body: 'La conexión con tu página {page} caduca el {date}. Vuelve a conectarla ahora para que tus robots y publicaciones programadas sigan publicando.',
      action: 'Volver a conectar la página',
      footer: 'Recibes este correo porque gestionas esta página en Pagewise.',
    },
    page_token_expired: {
      subject: 'Tu página {page} está desconectada',
      greeting: 'Hola {name}:',
      body: 'La conexión con tu página {page} ha caducado o se ha revocado: no se puede publicar nada hasta que vuelvas a conectarla.',
      action: 'Volver a conectar la página',
      footer: 'Recibes este correo porque gestionas esta página en Pagewise.',
    },
    confirm_email: {
      subject: 'Confirma tu dirección de correo electrónico',
      greeting: 'Hola {name}:',
      body: 'Te damos la bienvenida a Pagewise. Confirma tu dirección de correo para empezar a conectar tus páginas. Este enlace es válido durante 48 horas.',
      action: 'Confirmar mi correo electrónico',
      footer: 'Si no has creado una cuenta, ignora este mensaje.',
    },
    reset_password: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola {name}:',
      body: 'Se ha solicitado restablecer la contraseña de tu cuenta de Pagewise. Este enlace es válido durante 1 hora.',
      action: 'Elegir una nueva contraseña',
      footer: 'Si no lo has solicitado, ignora este mensaje: tu contraseña no cambia.',
    },
    password_changed: {
      subject: 'Tu contraseña ha cambiado',
      greeting: 'Hola {name}:',
      body: 'La contraseña de tu cuenta de Pagewise se acaba de cambiar y se han cerrado tus demás sesiones.',
      action: 'Abrir mis ajustes',
      footer: 'Si no has sido tú, restablece tu contraseña de inmediato.',
    },
    publication_failed: {
      subject: 'No se pudo publicar una publicación en {page}',
      greeting: 'Hola, {name}:',
      body: 'Tu publicación prevista para el {date} en {page} no se pudo publicar: {reason}. Edítala o publícala ahora cuando el problema esté resuelto.',
      action: 'Editar la publicación',
      secondaryAction: 'Publicar ahora',
      footer: 'Recibes este correo porque escribiste esta publicación en Pagewise.',
    },
    post_assigned: {
      subject: '{actor} te pide que valides una publicación',
      greeting: 'Hola {name}:',
      body: '{actor} te ha asignado la publicación «{post}» para que la valides. Léela, añade una nota si algo debe cambiar y luego valídala o recházala.',
      action: 'Abrir la publicación',
      footer: 'Recibes este correo porque validas las publicaciones de {account} en Pagewise.',
    },
    post_assigned_viewer: {
      subject: '{actor} te pide que valides una publicación',
      greeting: 'Hola {name}:',
      body: '{actor} te pide que valides la publicación «{post}».',
      action: 'Validar la publicación',
      footer: 'Recibes este correo porque {account} te ha pedido que valides sus publicaciones en Pagewise.',
    },
    post_validated: {
      subject: 'Tu publicación ha sido validada',
      greeting: 'Hola {name}:',
      body: '{actor} ha validado tu publicación «{post}». Ya puede salir según lo previsto.',
      action: 'Abrir la publicación',
      footer: 'Recibes este correo porque escribiste esta publicación en Pagewise.',
    },
    post_note: {
      subject: 'Nueva nota de {actor}',
      greeting: 'Hola {name}:',
      body: '{actor} ha escrito en la publicación «{post}»: {note}',
      action: 'Leer la nota',
      footer: 'Recibes este correo porque sigues la validación de esta publicación en Pagewise.',
    },
    post_blocked: {
      subject: 'Una publicación no ha salido: no está validada',
      greeting: 'Hola {name}:',
      body: 'La publicación «{post}» prevista para el {date} en {page} no se ha publicado: no se validó a tiempo. Cuando esté validada, vuelve a programarla o publícala ahora.',
      action: 'Abrir la publicación',
      footer: 'Recibes este correo porque escribiste o validas esta publicación en Pagewise.',
    },
    source_disabled: {
      subject: 'Tu fuente {source} se ha desactivado',
      greeting: 'Hola {name}:',
      body: 'Hemos dejado de leer tu fuente {source}: {reason}. Los bots que la usan ya no reciben artículos de ella. Revisa su dirección y vuelve a activarla en Mis fuentes.',
      action: 'Abrir Mis fuentes',
      footer: 'Recibes este correo porque elegiste recibir avisos de errores de fuentes en Pagewise.',
    },
  },
  pt: {
    report_pdf_ready: {
      subject: 'O seu relatório {report} está pronto',
      greeting: 'Olá {name},',
      body: 'O relatório PDF {report} de {account}, para {period}, está pronto ({size}). Descarregue-o antes de {date}: depois o link deixa de funcionar.',
      action: 'Descarregar o relatório',
      footer:
        'Recebe este e-mail porque foi pedido um relatório de {account} no Pagewise, ou porque está na lista de um dos seus relatórios agendados.',
    },
    report_pdf_failed: {
      subject: 'Não foi possível criar o seu relatório {report}',
      greeting: 'Olá {name},',
      body: 'A geração do PDF falhou para o relatório {report} de {account}, para {period}. Abra os relatórios e peça-o de novo; se voltar a falhar, contacte o suporte.',
      action: 'Abrir os relatórios',
      footer: 'Recebe este e-mail porque pediu este relatório, ou criou o seu agendamento, no Pagewise.',
    },
    inbox_assigned: {
      subject: '{actor} atribuiu-lhe um item de {page}',
      greeting: 'Olá {name},',
      body: '{actor} atribuiu-lhe este item de {page}, de {author} em {date}: «{text}». Responda-lhe ou trate-o na caixa de entrada.',
      action: 'Abrir a caixa de entrada',
      footer: 'Recebe este e-mail porque tem as notificações da caixa de entrada ativas no Pagewise.',
    },
    inbox_digest: {
      subject: '{count} novos itens na sua caixa de entrada',
      greeting: 'Olá {name},',
      body: 'Chegaram {count} novos itens às suas páginas desde {date}: {summary}.',
      action: 'Abrir a caixa de entrada',
      footer: 'Recebe este e-mail porque tem as notificações da caixa de entrada ativas no Pagewise.',
    },
    inbox_digest_one: {
      subject: '1 novo item na sua caixa de entrada',
      greeting: 'Olá {name},',
      body: 'Chegou 1 novo item às suas páginas desde {date}: {summary}.',
      action: 'Abrir a caixa de entrada',
      footer: 'Recebe este e-mail porque tem as notificações da caixa de entrada ativas no Pagewise.',
    },
    account_export_ready: {
      subject: 'O seu arquivo de dados Pagewise está pronto',
      greeting: 'Olá {name},',
      body: 'O arquivo com tudo o que a sua conta contém está pronto ({size}). Descarregue-o antes de {date}: depois disso, o link deixa de funcionar.',
      action: 'Descarregar o arquivo',
      footer: 'Recebe este e-mail porque pediu uma exportação dos dados da sua conta no Pagewise.',
    },
    user_invited: {
      subject: '{inviter} convidou-o para o Pagewise',
      greeting: 'Olá {name},',
      body: '{inviter} adicionou-o à equipa de {account} no Pagewise como {role}. Confirme o seu endereço de e-mail e depois inicie sessão com a palavra-passe que {inviter} lhe indicar. Este link é válido durante 48 horas.',
      action: 'Juntar-me à equipa',
      footer: 'Se não esperava este convite, ignore esta mensagem.',
    },
    page_token_expiring: {
      subject: 'A sua página {page} vai precisar de atenção em breve',
      greeting: 'Olá {name},',
      body: 'A ligação à sua página {page} expira a {date}. Volte a ligá-la agora para que os seus robôs e publicações agendadas continuem a publicar.',
      action: 'Voltar a ligar a página',
      footer: 'Recebe este e-mail porque gere esta página no Pagewise.',
    },
    page_token_expired: {
      subject: 'A sua página {page} está desligada',
      greeting: 'Olá {name},',
      body: 'A ligação à sua página {page} expirou ou foi revogada: nada pode ser publicado até a voltar a ligar.',
      action: 'Voltar a ligar a página',
      footer: 'Recebe este e-mail porque gere esta página no Pagewise.',
    },
    confirm_email: {
      subject: 'Confirme o seu endereço de e-mail',
      greeting: 'Olá {name},',
      body: 'Bem-vindo ao Pagewise. Confirme o seu endereço de e-mail para começar a ligar as suas páginas. Este link é válido durante 48 horas.',
      action: 'Confirmar o meu e-mail',
      footer: 'Se não criou uma conta, ignore esta mensagem.',
    },
    reset_password: {
      subject: 'Redefina a sua palavra-passe',
      greeting: 'Olá {name},',
      body: 'Foi pedida a redefinição da palavra-passe da sua conta Pagewise. Este link é válido durante 1 hora.',
      action: 'Escolher uma nova palavra-passe',
      footer: 'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.',
    },
    password_changed: {
      subject: 'A sua palavra-passe foi alterada',
      greeting: 'Olá {name},',
      body: 'A palavra-passe da sua conta Pagewise acabou de ser alterada e as suas outras sessões foram encerradas.',
      action: 'Abrir as minhas definições',
      footer: 'Se não foi você, redefina a sua palavra-passe imediatamente.',
    },
    publication_failed: {
      subject: 'Não foi possível publicar uma publicação em {page}',
      greeting: 'Olá {name},',
      body: 'A sua publicação prevista para {date} em {page} não pôde ser publicada: {reason}. Edite-a ou publique-a agora quando o problema estiver resolvido.',
      action: 'Editar a publicação',
      secondaryAction: 'Publicar agora',
      footer: 'Recebe este e-mail porque escreveu esta publicação no Pagewise.',
    },
    post_assigned: {
      subject: '{actor} pede-lhe que valide uma publicação',
      greeting: 'Olá {name},',
      body: '{actor} atribuiu-lhe a publicação «{post}» para validação. Leia-a, adicione uma nota se algo tiver de mudar e depois valide-a ou recuse-a.',
      action: 'Abrir a publicação',
      footer: 'Recebe este e-mail porque valida as publicações de {account} no Pagewise.',
    },
    post_assigned_viewer: {
      subject: '{actor} pede-lhe que valide uma publicação',
      greeting: 'Olá {name},',
      body: '{actor} pede-lhe que valide a publicação «{post}».',
      action: 'Validar a publicação',
      footer: 'Recebe este e-mail porque {account} lhe pediu que validasse as suas publicações no Pagewise.',
    },
    post_validated: {
      subject: 'A sua publicação foi validada',
      greeting: 'Olá {name},',
      body: '{actor} validou a sua publicação «{post}». Já pode sair como previsto.',
      action: 'Abrir a publicação',
      footer: 'Recebe este e-mail porque escreveu esta publicação no Pagewise.',
    },
    post_note: {
      subject: 'Nova nota de {actor}',
      greeting: 'Olá {name},',
      body: '{actor} escreveu na publicação «{post}»: {note}',
      action: 'Ler a nota',
      footer: 'Recebe este e-mail porque acompanha a validação desta publicação no Pagewise.',
    },
    post_blocked: {
      subject: 'Uma publicação não saiu: não está validada',
      greeting: 'Olá {name},',
      body: 'A publicação «{post}» prevista para {date} em {page} não foi publicada: não foi validada a tempo. Depois de validada, reagende-a ou publique-a agora.',
      action: 'Abrir a publicação',
      footer: 'Recebe este e-mail porque escreveu ou valida esta publicação no Pagewise.',
    },
    source_disabled: {
      subject: 'A sua fonte {source} foi desativada',
      greeting: 'Olá {name},',
      body: 'Deixámos de ler a sua fonte {source}: {reason}. Os bots que a usam deixam de receber artigos dela. Verifique o seu endereço e volte a ativá-la em As minhas fontes.',
      action: 'Abrir As minhas fontes',
      footer: 'Recebe este e-mail porque escolheu ser avisado dos erros de fontes no Pagewise.',
    },
  },
  it: {
    report_pdf_ready: {
      subject: 'Il tuo report {report} è pronto',
      greeting: 'Ciao {name},',
      body: 'Il report PDF {report} di {account}, per {period}, è pronto ({size}). Scaricalo prima del {date}: dopo il link non funziona più.',
      action: 'Scarica il report',
      footer:
        'Ricevi questa e-mail perché è stato chiesto un report di {account} su Pagewise, o sei nell’elenco di uno dei suoi report programmati.',
    },
    report_pdf_failed: {
      subject: 'Non è stato possibile creare il tuo report {report}',
      greeting: 'Ciao {name},',
      body: 'La generazione del PDF non è riuscita per il report {report} di {account}, per {period}. Apri i report e richiedilo; se non riesce di nuovo, contatta l’assistenza.',
      action: 'Apri i report',
      footer:
        'Ricevi questa e-mail perché hai chiesto questo report, o ne hai creato la programmazione, su Pagewise.',
    },
    inbox_assigned: {
      subject: '{actor} ti ha assegnato un elemento di {page}',
      greeting: 'Ciao {name},',
      body: '{actor} ti ha assegnato questo elemento di {page}, di {author} il {date}: «{text}». Rispondi o trattalo nella casella.',
      action: 'Apri la casella',
      footer: 'Ricevi questa e-mail perché hai attivato le notifiche della casella in Pagewise.',
    },
    inbox_digest: {
      subject: '{count} nuovi elementi nella tua casella',
      greeting: 'Ciao {name},',
      body: 'Dal {date} sono arrivati {count} nuovi elementi sulle tue pagine: {summary}.',
      action: 'Apri la casella',
      footer: 'Ricevi questa e-mail perché hai attivato le notifiche della casella in Pagewise.',
    },
    inbox_digest_one: {
      subject: '1 nuovo elemento nella tua casella',
      greeting: 'Ciao {name},',
      body: 'Dal {date} è arrivato 1 nuovo elemento sulle tue pagine: {summary}.',
      action: 'Apri la casella',
      footer: 'Ricevi questa e-mail perché hai attivato le notifiche della casella in Pagewise.',
    },
    account_export_ready: {
      subject: 'Il tuo archivio di dati Pagewise è pronto',
      greeting: 'Ciao {name},',
      body: 'L’archivio con tutto ciò che contiene il tuo account è pronto ({size}). Scaricalo entro il {date}: dopo, il link non funzionerà più.',
      action: 'Scarica l’archivio',
      footer:
        'Ricevi questa e-mail perché hai richiesto un’esportazione dei dati del tuo account su Pagewise.',
    },
    user_invited: {
      subject: '{inviter} ti ha invitato su Pagewise',
      greeting: 'Ciao {name},',
      body: '{inviter} ti ha aggiunto al team di {account} su Pagewise come {role}. Conferma il tuo indirizzo e-mail, poi accedi con la password che ti darà {inviter}. Questo link è valido per 48 ore.',
      action: 'Unisciti al team',
      footer: 'Se non ti aspettavi questo invito, ignora questo messaggio.',
    },
    page_token_expiring: {
      subject: 'La tua pagina {page} richiederà presto attenzione',
      greeting: 'Ciao {name},',
      body: 'La connessione alla tua pagina {page} scade il {date}. Ricollegala ora perché i tuoi bot e i post programmati continuino a pubblicare.',
      action: 'Ricollega la pagina',
      footer: 'Ricevi questa e-mail perché gestisci questa pagina su Pagewise.',
    },
    page_token_expired: {
      subject: 'La tua pagina {page} è scollegata',
      greeting: 'Ciao {name},',
      body: 'La connessione alla tua pagina {page} è scaduta o è stata revocata: non si può pubblicare nulla finché non la ricolleghi.',
      action: 'Ricollega la pagina',
      footer: 'Ricevi questa e-mail perché gestisci questa pagina su Pagewise.',
    },
    confirm_email: {
      subject: 'Conferma il tuo indirizzo e-mail',
      greeting: 'Ciao {name},',
      body: 'Benvenuto su Pagewise. Conferma il tuo indirizzo e-mail per iniziare a collegare le tue pagine. Questo link è valido per 48 ore.',
      action: 'Conferma il mio indirizzo e-mail',
      footer: 'Se non hai creato un account, ignora questo messaggio.',
    },
    reset_password: {
      subject: 'Reimposta la tua password',
      greeting: 'Ciao {name},',
      body: 'È stato richiesto il ripristino della password del tuo account Pagewise. Questo link è valido per 1 ora.',
      action: 'Scegli una nuova password',
      footer: 'Se non l’hai richiesto tu, ignora questo messaggio: la tua password resta invariata.',
    },
    password_changed: {
      subject: 'La tua password è stata modificata',
      greeting: 'Ciao {name},',
      body: 'La password del tuo account Pagewise è appena stata modificata e le altre sessioni sono state chiuse.',
      action: 'Apri le mie impostazioni',
      footer: 'Se non sei stato tu, reimposta subito la password.',
    },
    publication_failed: {
      subject: 'Non è stato possibile pubblicare un post su {page}',
      greeting: 'Ciao {name},',
      body: 'Il tuo post previsto per il {date} su {page} non è stato pubblicato: {reason}. Modificalo, oppure pubblicalo ora quando il problema è risolto.',
      action: 'Modifica il post',
      secondaryAction: 'Pubblica ora',
      footer: 'Ricevi questa e-mail perché hai scritto questo post su Pagewise.',
    },
    post_assigned: {
      subject: '{actor} ti chiede di approvare un post',
      greeting: 'Ciao {name},',
      body: '{actor} ti ha assegnato il post «{post}» da approvare. Leggilo, aggiungi una nota se qualcosa deve cambiare, poi approvalo o rifiutalo.',
      action: 'Apri il post',
      footer: 'Ricevi questa e-mail perché approvi i post di {account} su Pagewise.',
    },
    post_assigned_viewer: {
      subject: '{actor} ti chiede di approvare un post',
      greeting: 'Ciao {name},',
      body: '{actor} ti chiede di approvare il post «{post}».',
      action: 'Approva il post',
      footer: 'Ricevi questa e-mail perché {account} ti ha chiesto di approvare i suoi post su Pagewise.',
    },
    post_validated: {
      subject: 'Il tuo post è stato approvato',
      greeting: 'Ciao {name},',
      body: '{actor} ha approvato il tuo post «{post}». Ora può uscire come previsto.',
      action: 'Apri il post',
      footer: 'Ricevi questa e-mail perché hai scritto questo post su Pagewise.',
    },
    post_note: {
      subject: 'Nuova nota da {actor}',
      greeting: 'Ciao {name},',
      body: '{actor} ha scritto sul post «{post}»: {note}',
      action: 'Leggi la nota',
      footer: 'Ricevi questa e-mail perché segui l’approvazione di questo post su Pagewise.',
    },
    post_blocked: {
      subject: 'Un post non è stato pubblicato: non è approvato',
      greeting: 'Ciao {name},',
      body: 'Il post «{post}» previsto per il {date} su {page} non è stato pubblicato: non è stato approvato in tempo. Una volta approvato, riprogrammalo o pubblicalo ora.',
      action: 'Apri il post',
      footer: 'Ricevi questa e-mail perché hai scritto o approvi questo post su Pagewise.',
    },
    source_disabled: {
      subject: 'La tua fonte {source} è stata disattivata',
      greeting: 'Ciao {name},',
      body: 'Abbiamo smesso di leggere la tua fonte {source}: {reason}. I bot che la usano non ne ricevono più articoli. Controlla il suo indirizzo, poi riattivala in Le mie fonti.',
      action: 'Apri Le mie fonti',
      footer:
        'Ricevi questa e-mail perché hai scelto di essere avvisato degli errori delle fonti su Pagewise.',
    },
  },
};
