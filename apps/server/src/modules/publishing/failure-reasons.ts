import type { Language } from '@pagewise/shared/languages';

/** The reason a publication failed, as the failure e-mail words it. */
export const failureReasons: Record<Language, Record<string, string>> = {
  en: {
    network_rejected: 'the network refused it',
    network_token_invalid: 'the page must be reconnected',
    network_rate_limited: 'the network limited the number of posts',
    publish_failed: 'the network kept failing',
    publish_uncertain: 'we could not confirm it went out; check the page first',
  },
  fr: {
    network_rejected: 'le réseau l’a refusée',
    network_token_invalid: 'la page doit être reconnectée',
    network_rate_limited: 'le réseau a limité le nombre de publications',
    publish_failed: 'le réseau a échoué à plusieurs reprises',
    publish_uncertain: 'impossible de confirmer son envoi ; vérifiez d’abord la page',
  },
  de: {
    network_rejected: 'das Netzwerk hat ihn abgelehnt',
    network_token_invalid: 'die Seite muss neu verbunden werden',
    network_rate_limited: 'das Netzwerk hat die Zahl der Beiträge begrenzt',
    publish_failed: 'das Netzwerk ist wiederholt ausgefallen',
    publish_uncertain: 'wir konnten die Veröffentlichung nicht bestätigen; prüfe zuerst die Seite',
  },
  es: {
    network_rejected: 'la red la rechazó',
    network_token_invalid: 'hay que volver a conectar la página',
    network_rate_limited: 'la red limitó el número de publicaciones',
    publish_failed: 'la red falló varias veces',
    publish_uncertain: 'no pudimos confirmar que saliera; revisa primero la página',
  },
  pt: {
    network_rejected: 'a rede recusou-a',
    network_token_invalid: 'a página tem de ser reconectada',
    network_rate_limited: 'a rede limitou o número de publicações',
    publish_failed: 'a rede falhou repetidamente',
    publish_uncertain: 'não conseguimos confirmar o envio; verifique primeiro a página',
  },
  it: {
    network_rejected: 'la rete l’ha rifiutato',
    network_token_invalid: 'la pagina deve essere ricollegata',
    network_rate_limited: 'la rete ha limitato il numero di post',
    publish_failed: 'la rete ha continuato a non rispondere',
    publish_uncertain: 'non abbiamo potuto confermare l’invio; controlla prima la pagina',
  },
};
