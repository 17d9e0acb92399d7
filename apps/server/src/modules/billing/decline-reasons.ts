import { type DeclineCode, knownDeclineCode } from '@pagewise/shared/billing';
import type { Language } from '@pagewise/shared/languages';

/**
 * Why a payment failed, kindly, for the "payment failed" e-mail: one sentence per Stripe decline
 * code (spec §8) in each language. As Stripe advises, a card reported lost or stolen, or a payment
 * suspected of fraud, is told as a plain decline.
 */
const reasons: Record<Language, Record<DeclineCode, string>> = {
  en: {
    authentication_required:
      'Your bank asks you to confirm this payment: add the card again and confirm it with your bank.',
    approve_with_id: 'Your bank could not approve this payment: try again, or contact your bank.',
    call_issuer: 'Your bank declined the card without saying why: contact your bank.',
    card_not_supported: 'This card does not accept this kind of payment: use another card.',
    card_velocity_exceeded: 'The card has reached its spending limit: contact your bank or use another card.',
    currency_not_supported: 'This card does not accept payments in this currency: use another card.',
    do_not_honor: 'Your bank declined the card: contact your bank.',
    do_not_try_again: 'Your bank declined the card and asks not to try it again: use another card.',
    duplicate_transaction: 'The same payment was just made: check your statement before trying again.',
    expired_card: 'The card has expired: add a valid card.',
    fraudulent: 'The payment was declined: use another card, or contact your bank.',
    generic_decline: 'The card was declined: contact your bank or use another card.',
    incorrect_number: 'The card number is wrong: add the card again.',
    incorrect_cvc: 'The security code is wrong: add the card again with the right code.',
    incorrect_zip: 'The postal code does not match the card: add the card again with the right one.',
    invalid_account: 'The card or its account is not valid: use another card.',
    invalid_amount: 'The amount is more than the card allows: contact your bank.',
    invalid_cvc: 'The security code is not valid: add the card again with the right code.',
    invalid_expiry_year: 'The expiry year is not valid: add the card again with the right date.',
    invalid_number: 'The card number is not valid: add the card again.',
    issuer_not_available:
      'Your bank could not be reached: the payment will be tried again; if it fails again, contact your bank.',
    lost_card: 'The payment was declined: use another card.',
    merchant_blacklist: 'The payment was declined: use another card.',
    new_account_information_available:
      'The card or its account has changed: add the card again with its new details.',
    no_action_taken: 'Your bank declined the card: contact your bank.',
    not_permitted: 'This payment is not allowed on the card: contact your bank.',
    pickup_card: 'This card can no longer be used: use another card.',
    processing_error: 'An error occurred while the card was charged: the payment will be tried again.',
    reenter_transaction: 'Your bank could not process the payment: it will be tried again.',
    restricted_card: 'This card cannot be used for this payment: use another card.',
    revocation_of_authorization:
      'The authorisation for recurring payments was withdrawn at your bank: contact your bank or use another card.',
    revocation_of_authorizations:
      'The authorisation for recurring payments was withdrawn at your bank: contact your bank or use another card.',
    security_violation: 'The payment was declined: use another card.',
    stolen_card: 'The payment was declined: use another card.',
    stop_payment_order: 'A stop was put on this payment at your bank: contact your bank.',
    testmode_decline: 'A test card was used: add a real card.',
    transaction_not_allowed: 'The card does not allow this payment: contact your bank.',
    try_again_later: 'Your bank declined the payment for now: it will be tried again later.',
    withdrawal_count_limit_exceeded: 'The card has reached its limit: use another card.',
    insufficient_funds: 'The card has insufficient funds: use another card or add funds.',
  },
  fr: {
    authentication_required:
      'Votre banque demande de confirmer ce paiement : ajoutez à nouveau la carte et confirmez-le auprès de votre banque.',
    approve_with_id: 'Votre banque n’a pas pu approuver ce paiement : réessayez, ou contactez votre banque.',
    call_issuer: 'Votre banque a refusé la carte sans en donner la raison : contactez votre banque.',
    card_not_supported: 'Cette carte n’accepte pas ce type de paiement : utilisez une autre carte.',
    card_velocity_exceeded:
      'La carte a atteint son plafond de dépenses : contactez votre banque ou utilisez une autre carte.',
    currency_not_supported:
      'Cette carte n’accepte pas les paiements dans cette devise : utilisez une autre carte.',
    do_not_honor: 'Votre banque a refusé la carte : contactez votre banque.',
    do_not_try_again:
      'Votre banque a refusé la carte et demande de ne pas réessayer : utilisez une autre carte.',
    duplicate_transaction:
      'Le même paiement vient d’être effectué : vérifiez votre relevé avant de réessayer.',
    expired_card: 'La carte a expiré : ajoutez une carte valide.',
    fraudulent: 'Le paiement a été refusé : utilisez une autre carte, ou contactez votre banque.',
    generic_decline: 'La carte a été refusée : contactez votre banque ou utilisez une autre carte.',
    incorrect_number: 'Le numéro de carte est erroné : ajoutez à nouveau la carte.',
    incorrect_cvc: 'Le code de sécurité est erroné : ajoutez à nouveau la carte avec le bon code.',
    incorrect_zip:
      'Le code postal ne correspond pas à la carte : ajoutez à nouveau la carte avec le bon code postal.',
    invalid_account: 'La carte ou son compte n’est pas valide : utilisez une autre carte.',
    invalid_amount: 'Le montant dépasse ce que la carte autorise : contactez votre banque.',
    invalid_cvc: 'Le code de sécurité n’est pas valide : ajoutez à nouveau la carte avec le bon code.',
    invalid_expiry_year:
      'L’année d’expiration n’est pas valide : ajoutez à nouveau la carte avec la bonne date.',
    invalid_number: 'Le numéro de carte n’est pas valide : ajoutez à nouveau la carte.',
    issuer_not_available:
      'Votre banque n’a pas pu être jointe : le paiement sera retenté ; s’il échoue encore, contactez votre banque.',
    lost_card: 'Le paiement a été refusé : utilisez une autre carte.',
    merchant_blacklist: 'Le paiement a été refusé : utilisez une autre carte.',
    new_account_information_available:
      'La carte ou son compte a changé : ajoutez à nouveau la carte avec ses nouvelles informations.',
    no_action_taken: 'Votre banque a refusé la carte : contactez votre banque.',
    not_permitted: 'Ce paiement n’est pas autorisé sur la carte : contactez votre banque.',
    pickup_card: 'Cette carte ne peut plus être utilisée : utilisez une autre carte.',
    processing_error: 'Une erreur s’est produite lors du débit de la carte : le paiement sera retenté.',
    reenter_transaction: 'Votre banque n’a pas pu traiter le paiement : il sera retenté.',
    restricted_card: 'Cette carte ne peut pas être utilisée pour ce paiement : utilisez une autre carte.',
    revocation_of_authorization:
      'L’autorisation des paiements récurrents a été retirée auprès de votre banque : contactez votre banque ou utilisez une autre carte.',
    revocation_of_authorizations:
      'L’autorisation des paiements récurrents a été retirée auprès de votre banque : contactez votre banque ou utilisez une autre carte.',
    security_violation: 'Le paiement a été refusé : utilisez une autre carte.',
    stolen_card: 'Le paiement a été refusé : utilisez une autre carte.',
    stop_payment_order:
      'Une opposition a été faite sur ce paiement auprès de votre banque : contactez votre banque.',
    testmode_decline: 'Une carte de test a été utilisée : ajoutez une vraie carte.',
    transaction_not_allowed: 'La carte n’autorise pas ce paiement : contactez votre banque.',
    try_again_later: 'Votre banque a refusé le paiement pour le moment : il sera retenté plus tard.',
    withdrawal_count_limit_exceeded: 'La carte a atteint sa limite : utilisez une autre carte.',
    insufficient_funds:
      'La carte n’a pas de fonds suffisants : utilisez une autre carte ou approvisionnez le compte.',
  },
  de: {
    authentication_required:
      'Ihre Bank verlangt eine Bestätigung dieser Zahlung: Fügen Sie die Karte erneut hinzu und bestätigen Sie die Zahlung bei Ihrer Bank.',
    approve_with_id:
      'Ihre Bank konnte diese Zahlung nicht genehmigen: Versuchen Sie es erneut oder wenden Sie sich an Ihre Bank.',
    call_issuer: 'Ihre Bank hat die Karte ohne Angabe von Gründen abgelehnt: Wenden Sie sich an Ihre Bank.',
    card_not_supported:
      'Diese Karte akzeptiert diese Art von Zahlung nicht: Verwenden Sie eine andere Karte.',
    card_velocity_exceeded:
      'Die Karte hat ihr Ausgabenlimit erreicht: Wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
    currency_not_supported:
      'Diese Karte akzeptiert keine Zahlungen in dieser Währung: Verwenden Sie eine andere Karte.',
    do_not_honor: 'Ihre Bank hat die Karte abgelehnt: Wenden Sie sich an Ihre Bank.',
    do_not_try_again:
      'Ihre Bank hat die Karte abgelehnt und bittet, es nicht erneut zu versuchen: Verwenden Sie eine andere Karte.',
    duplicate_transaction:
      'Dieselbe Zahlung wurde gerade ausgeführt: Prüfen Sie Ihren Kontoauszug, bevor Sie es erneut versuchen.',
    expired_card: 'Die Karte ist abgelaufen: Fügen Sie eine gültige Karte hinzu.',
    fraudulent:
      'Die Zahlung wurde abgelehnt: Verwenden Sie eine andere Karte oder wenden Sie sich an Ihre Bank.',
    generic_decline:
      'Die Karte wurde abgelehnt: Wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
    incorrect_number: 'Die Kartennummer ist falsch: Fügen Sie die Karte erneut hinzu.',
    incorrect_cvc: 'Der Sicherheitscode ist falsch: Fügen Sie die Karte mit dem richtigen Code erneut hinzu.',
    incorrect_zip:
      'Die Postleitzahl passt nicht zur Karte: Fügen Sie die Karte mit der richtigen erneut hinzu.',
    invalid_account: 'Die Karte oder ihr Konto ist nicht gültig: Verwenden Sie eine andere Karte.',
    invalid_amount: 'Der Betrag übersteigt, was die Karte erlaubt: Wenden Sie sich an Ihre Bank.',
    invalid_cvc:
      'Der Sicherheitscode ist nicht gültig: Fügen Sie die Karte mit dem richtigen Code erneut hinzu.',
    invalid_expiry_year:
      'Das Ablaufjahr ist nicht gültig: Fügen Sie die Karte mit dem richtigen Datum erneut hinzu.',
    invalid_number: 'Die Kartennummer ist nicht gültig: Fügen Sie die Karte erneut hinzu.',
    issuer_not_available:
      'Ihre Bank war nicht erreichbar: Die Zahlung wird erneut versucht; schlägt sie wieder fehl, wenden Sie sich an Ihre Bank.',
    lost_card: 'Die Zahlung wurde abgelehnt: Verwenden Sie eine andere Karte.',
    merchant_blacklist: 'Die Zahlung wurde abgelehnt: Verwenden Sie eine andere Karte.',
    new_account_information_available:
      'Die Karte oder ihr Konto hat sich geändert: Fügen Sie die Karte mit den neuen Angaben erneut hinzu.',
    no_action_taken: 'Ihre Bank hat die Karte abgelehnt: Wenden Sie sich an Ihre Bank.',
    not_permitted: 'Diese Zahlung ist mit der Karte nicht erlaubt: Wenden Sie sich an Ihre Bank.',
    pickup_card: 'Diese Karte kann nicht mehr verwendet werden: Verwenden Sie eine andere Karte.',
    processing_error: 'Beim Belasten der Karte ist ein Fehler aufgetreten: Die Zahlung wird erneut versucht.',
    reenter_transaction: 'Ihre Bank konnte die Zahlung nicht verarbeiten: Sie wird erneut versucht.',
    restricted_card:
      'Diese Karte kann für diese Zahlung nicht verwendet werden: Verwenden Sie eine andere Karte.',
    revocation_of_authorization:
      'Die Genehmigung für wiederkehrende Zahlungen wurde bei Ihrer Bank widerrufen: Wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
    revocation_of_authorizations:
      'Die Genehmigung für wiederkehrende Zahlungen wurde bei Ihrer Bank widerrufen: Wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
    security_violation: 'Die Zahlung wurde abgelehnt: Verwenden Sie eine andere Karte.',
    stolen_card: 'Die Zahlung wurde abgelehnt: Verwenden Sie eine andere Karte.',
    stop_payment_order: 'Diese Zahlung wurde bei Ihrer Bank gesperrt: Wenden Sie sich an Ihre Bank.',
    testmode_decline: 'Es wurde eine Testkarte verwendet: Fügen Sie eine echte Karte hinzu.',
    transaction_not_allowed: 'Die Karte erlaubt diese Zahlung nicht: Wenden Sie sich an Ihre Bank.',
    try_again_later: 'Ihre Bank hat die Zahlung vorerst abgelehnt: Sie wird später erneut versucht.',
    withdrawal_count_limit_exceeded: 'Die Karte hat ihr Limit erreicht: Verwenden Sie eine andere Karte.',
    insufficient_funds:
      'Die Karte ist nicht ausreichend gedeckt: Verwenden Sie eine andere Karte oder sorgen Sie für Deckung.',
  },
  es: {
    authentication_required:
      'Tu banco pide confirmar este pago: añade de nuevo la tarjeta y confírmalo con tu banco.',
    approve_with_id: 'Tu banco no ha podido aprobar este pago: inténtalo de nuevo o contacta con tu banco.',
    call_issuer: 'Tu banco ha rechazado la tarjeta sin indicar el motivo: contacta con tu banco.',
    card_not_supported: 'Esta tarjeta no acepta este tipo de pago: usa otra tarjeta.',
    card_velocity_exceeded:
      'La tarjeta ha alcanzado su límite de gasto: contacta con tu banco o usa otra tarjeta.',
    currency_not_supported: 'Esta tarjeta no acepta pagos en esta moneda: usa otra tarjeta.',
    do_not_honor: 'Tu banco ha rechazado la tarjeta: contacta con tu banco.',
    do_not_try_again: 'Tu banco ha rechazado la tarjeta y pide no volver a intentarlo: usa otra tarjeta.',
    duplicate_transaction:
      'Se acaba de hacer el mismo pago: revisa tu extracto antes de volver a intentarlo.',
    expired_card: 'La tarjeta ha caducado: añade una tarjeta válida.',
    fraudulent: 'El pago ha sido rechazado: usa otra tarjeta o contacta con tu banco.',
    generic_decline: 'La tarjeta ha sido rechazada: contacta con tu banco o usa otra tarjeta.',
    incorrect_number: 'El número de la tarjeta es incorrecto: añade de nuevo la tarjeta.',
    incorrect_cvc: 'El código de seguridad es incorrecto: añade de nuevo la tarjeta con el código correcto.',
    incorrect_zip: 'El código postal no coincide con la tarjeta: añade de nuevo la tarjeta con el correcto.',
    invalid_account: 'La tarjeta o su cuenta no es válida: usa otra tarjeta.',
    invalid_amount: 'El importe supera lo que permite la tarjeta: contacta con tu banco.',
    invalid_cvc: 'El código de seguridad no es válido: añade de nuevo la tarjeta con el código correcto.',
    invalid_expiry_year: 'El año de caducidad no es válido: añade de nuevo la tarjeta con la fecha correcta.',
    invalid_number: 'El número de la tarjeta no es válido: añade de nuevo la tarjeta.',
    issuer_not_available:
      'No se ha podido contactar con tu banco: el pago se volverá a intentar; si vuelve a fallar, contacta con tu banco.',
    lost_card: 'El pago ha sido rechazado: usa otra tarjeta.',
    merchant_blacklist: 'El pago ha sido rechazado: usa otra tarjeta.',
    new_account_information_available:
      'La tarjeta o su cuenta ha cambiado: añade de nuevo la tarjeta con sus nuevos datos.',
    no_action_taken: 'Tu banco ha rechazado la tarjeta: contacta con tu banco.',
    not_permitted: 'Este pago no está permitido con la tarjeta: contacta con tu banco.',
    pickup_card: 'Esta tarjeta ya no se puede usar: usa otra tarjeta.',
    processing_error: 'Se ha producido un error al cargar la tarjeta: el pago se volverá a intentar.',
    reenter_transaction: 'Tu banco no ha podido procesar el pago: se volverá a intentar.',
    restricted_card: 'Esta tarjeta no se puede usar para este pago: usa otra tarjeta.',
    revocation_of_authorization:
      'La autorización de pagos recurrentes se retiró en tu banco: contacta con tu banco o usa otra tarjeta.',
    revocation_of_authorizations:
      'La autorización de pagos recurrentes se retiró en tu banco: contacta con tu banco o usa otra tarjeta.',
    security_violation: 'El pago ha sido rechazado: usa otra tarjeta.',
    stolen_card: 'El pago ha sido rechazado: usa otra tarjeta.',
    stop_payment_order: 'Se ha bloqueado este pago en tu banco: contacta con tu banco.',
    testmode_decline: 'Se ha usado una tarjeta de prueba: añade una tarjeta real.',
    transaction_not_allowed: 'La tarjeta no permite este pago: contacta con tu banco.',
    try_again_later: 'Tu banco ha rechazado el pago por ahora: se volverá a intentar más tarde.',
    withdrawal_count_limit_exceeded: 'La tarjeta ha alcanzado su límite: usa otra tarjeta.',
    insufficient_funds: 'La tarjeta no tiene fondos suficientes: usa otra tarjeta o añade fondos.',
  },
  pt: {
    authentication_required:
      'O seu banco pede a confirmação deste pagamento: adicione de novo o cartão e confirme-o junto do seu banco.',
    approve_with_id:
      'O seu banco não conseguiu aprovar este pagamento: tente de novo ou contacte o seu banco.',
    call_issuer: 'O seu banco recusou o cartão sem indicar o motivo: contacte o seu banco.',
    card_not_supported: 'Este cartão não aceita este tipo de pagamento: use outro cartão.',
    card_velocity_exceeded:
      'O cartão atingiu o limite de despesas: contacte o seu banco ou use outro cartão.',
    currency_not_supported: 'Este cartão não aceita pagamentos nesta moeda: use outro cartão.',
    do_not_honor: 'O seu banco recusou o cartão: contacte o seu banco.',
    do_not_try_again: 'O seu banco recusou o cartão e pede para não tentar de novo: use outro cartão.',
    duplicate_transaction:
      'O mesmo pagamento acabou de ser feito: verifique o seu extrato antes de tentar de novo.',
    expired_card: 'O cartão expirou: adicione um cartão válido.',
    fraudulent: 'O pagamento foi recusado: use outro cartão ou contacte o seu banco.',
    generic_decline: 'O cartão foi recusado: contacte o seu banco ou use outro cartão.',
    incorrect_number: 'O número do cartão está errado: adicione de novo o cartão.',
    incorrect_cvc: 'O código de segurança está errado: adicione de novo o cartão com o código certo.',
    incorrect_zip: 'O código postal não corresponde ao cartão: adicione de novo o cartão com o código certo.',
    invalid_account: 'O cartão ou a sua conta não é válido: use outro cartão.',
    invalid_amount: 'O montante excede o que o cartão permite: contacte o seu banco.',
    invalid_cvc: 'O código de segurança não é válido: adicione de novo o cartão com o código certo.',
    invalid_expiry_year: 'O ano de validade não é válido: adicione de novo o cartão com a data certa.',
    invalid_number: 'O número do cartão não é válido: adicione de novo o cartão.',
    issuer_not_available:
      'Não foi possível contactar o seu banco: o pagamento será tentado de novo; se falhar outra vez, contacte o seu banco.',
    lost_card: 'O pagamento foi recusado: use outro cartão.',
    merchant_blacklist: 'O pagamento foi recusado: use outro cartão.',
    new_account_information_available:
      'O cartão ou a sua conta mudou: adicione de novo o cartão com os novos dados.',
    no_action_taken: 'O seu banco recusou o cartão: contacte o seu banco.',
    not_permitted: 'Este pagamento não é permitido com o cartão: contacte o seu banco.',
    pickup_card: 'Este cartão já não pode ser usado: use outro cartão.',
    processing_error: 'Ocorreu um erro ao debitar o cartão: o pagamento será tentado de novo.',
    reenter_transaction: 'O seu banco não conseguiu processar o pagamento: será tentado de novo.',
    restricted_card: 'Este cartão não pode ser usado para este pagamento: use outro cartão.',
    revocation_of_authorization:
      'A autorização de pagamentos recorrentes foi retirada no seu banco: contacte o seu banco ou use outro cartão.',
    revocation_of_authorizations:
      'A autorização de pagamentos recorrentes foi retirada no seu banco: contacte o seu banco ou use outro cartão.',
    security_violation: 'O pagamento foi recusado: use outro cartão.',
    stolen_card: 'O pagamento foi recusado: use outro cartão.',
    stop_payment_order: 'Este pagamento foi bloqueado no seu banco: contacte o seu banco.',
    testmode_decline: 'Foi usado um cartão de teste: adicione um cartão real.',
    transaction_not_allowed: 'O cartão não permite este pagamento: contacte o seu banco.',
    try_again_later: 'O seu banco recusou o pagamento por agora: será tentado de novo mais tarde.',
    withdrawal_count_limit_exceeded: 'O cartão atingiu o seu limite: use outro cartão.',
    insufficient_funds: 'O cartão não tem saldo suficiente: use outro cartão ou reforce o saldo.',
  },
  it: {
    authentication_required:
      'La tua banca chiede di confermare questo pagamento: aggiungi di nuovo la carta e confermalo con la tua banca.',
    approve_with_id:
      'La tua banca non ha potuto approvare questo pagamento: riprova o contatta la tua banca.',
    call_issuer: 'La tua banca ha rifiutato la carta senza indicarne il motivo: contatta la tua banca.',
    card_not_supported: 'Questa carta non accetta questo tipo di pagamento: usa un’altra carta.',
    card_velocity_exceeded:
      'La carta ha raggiunto il suo limite di spesa: contatta la tua banca o usa un’altra carta.',
    currency_not_supported: 'Questa carta non accetta pagamenti in questa valuta: usa un’altra carta.',
    do_not_honor: 'La tua banca ha rifiutato la carta: contatta la tua banca.',
    do_not_try_again: 'La tua banca ha rifiutato la carta e chiede di non riprovare: usa un’altra carta.',
    duplicate_transaction:
      'Lo stesso pagamento è appena stato effettuato: controlla il tuo estratto conto prima di riprovare.',
    expired_card: 'La carta è scaduta: aggiungi una carta valida.',
    fraudulent: 'Il pagamento è stato rifiutato: usa un’altra carta o contatta la tua banca.',
    generic_decline: 'La carta è stata rifiutata: contatta la tua banca o usa un’altra carta.',
    incorrect_number: 'Il numero della carta è errato: aggiungi di nuovo la carta.',
    incorrect_cvc: 'Il codice di sicurezza è errato: aggiungi di nuovo la carta con il codice giusto.',
    incorrect_zip:
      'Il codice postale non corrisponde alla carta: aggiungi di nuovo la carta con quello giusto.',
    invalid_account: 'La carta o il suo conto non è valido: usa un’altra carta.',
    invalid_amount: 'L’importo supera quanto consentito dalla carta: contatta la tua banca.',
    invalid_cvc: 'Il codice di sicurezza non è valido: aggiungi di nuovo la carta con il codice giusto.',
    invalid_expiry_year: 'L’anno di scadenza non è valido: aggiungi di nuovo la carta con la data giusta.',
    invalid_number: 'Il numero della carta non è valido: aggiungi di nuovo la carta.',
    issuer_not_available:
      'Non è stato possibile contattare la tua banca: il pagamento sarà ritentato; se fallisce ancora, contatta la tua banca.',
    lost_card: 'Il pagamento è stato rifiutato: usa un’altra carta.',
    merchant_blacklist: 'Il pagamento è stato rifiutato: usa un’altra carta.',
    new_account_information_available:
      'La carta o il suo conto è cambiato: aggiungi di nuovo la carta con i nuovi dati.',
    no_action_taken: 'La tua banca ha rifiutato la carta: contatta la tua banca.',
    not_permitted: 'Questo pagamento non è consentito con la carta: contatta la tua banca.',
    pickup_card: 'Questa carta non può più essere usata: usa un’altra carta.',
    processing_error:
      'Si è verificato un errore durante l’addebito della carta: il pagamento sarà ritentato.',
    reenter_transaction: 'La tua banca non ha potuto elaborare il pagamento: sarà ritentato.',
    restricted_card: 'Questa carta non può essere usata per questo pagamento: usa un’altra carta.',
    revocation_of_authorization:
      'L’autorizzazione ai pagamenti ricorrenti è stata revocata presso la tua banca: contatta la tua banca o usa un’altra carta.',
    revocation_of_authorizations:
      'L’autorizzazione ai pagamenti ricorrenti è stata revocata presso la tua banca: contatta la tua banca o usa un’altra carta.',
    security_violation: 'Il pagamento è stato rifiutato: usa un’altra carta.',
    stolen_card: 'Il pagamento è stato rifiutato: usa un’altra carta.',
    stop_payment_order: 'Questo pagamento è stato bloccato presso la tua banca: contatta la tua banca.',
    testmode_decline: 'È stata usata una carta di prova: aggiungi una carta reale.',
    transaction_not_allowed: 'La carta non consente questo pagamento: contatta la tua banca.',
    try_again_later: 'La tua banca ha rifiutato il pagamento per ora: sarà ritentato più tardi.',
    withdrawal_count_limit_exceeded: 'La carta ha raggiunto il suo limite: usa un’altra carta.',
    insufficient_funds: 'La carta non ha fondi sufficienti: usa un’altra carta o aggiungi fondi.',
  },
};

/** The sentence of a decline code in a language; a code Stripe adds later reads as a plain decline. */
export function declineReason(code: string | null | undefined, language: Language): string {
  return reasons[language][knownDeclineCode(code)];
}
