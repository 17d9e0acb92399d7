import type { Language } from '@pagewise/shared/languages';
import type { SourceErrorKey } from '@pagewise/shared/sources/source';

/** Why a source was disabled, as the e-mail words it (spec §8 source parse errors). */
export const disableReasons: Record<Language, Record<SourceErrorKey, string>> = {
  en: {
    source_parse_failed: 'its address does not give a feed we can read',
    source_gone: 'the site says the feed is gone for good (410)',
    source_forbidden: 'the site refuses to give us the feed (403)',
    source_not_found: 'the feed was not found at its address (404)',
    source_empty: 'the feed holds no article',
    source_address_refused: 'its address leads to a private network, which we never read',
  },
  fr: {
    source_parse_failed: 'son adresse ne donne pas un flux lisible',
    source_gone: 'le site indique que le flux a définitivement disparu (410)',
    source_forbidden: 'le site refuse de nous donner le flux (403)',
    source_not_found: 'le flux est introuvable à son adresse (404)',
    source_empty: 'le flux ne contient aucun article',
    source_address_refused: 'son adresse mène à un réseau privé, que nous ne lisons jamais',
  },
  de: {
    source_parse_failed: 'unter ihrer Adresse liegt kein lesbarer Feed',
    source_gone: 'die Website meldet, dass der Feed dauerhaft entfernt wurde (410)',
    source_forbidden: 'die Website verweigert uns den Feed (403)',
    source_not_found: 'der Feed wurde unter seiner Adresse nicht gefunden (404)',
    source_empty: 'der Feed enthält keinen Artikel',
    source_address_refused: 'ihre Adresse führt in ein privates Netzwerk, das wir nie lesen',
  },
  es: {
    source_parse_failed: 'su dirección no da un feed que podamos leer',
    source_gone: 'el sitio indica que el feed ya no existe (410)',
    source_forbidden: 'el sitio se niega a darnos el feed (403)',
    source_not_found: 'no se encontró el feed en su dirección (404)',
    source_empty: 'el feed no contiene ningún artículo',
    source_address_refused: 'su dirección lleva a una red privada, que nunca leemos',
  },
  pt: {
    source_parse_failed: 'o seu endereço não dá um feed que consigamos ler',
    source_gone: 'o site indica que o feed deixou de existir (410)',
    source_forbidden: 'o site recusa dar-nos o feed (403)',
    source_not_found: 'o feed não foi encontrado no seu endereço (404)',
    source_empty: 'o feed não contém nenhum artigo',
    source_address_refused: 'o seu endereço leva a uma rede privada, que nunca lemos',
  },
  it: {
    source_parse_failed: 'il suo indirizzo non dà un feed leggibile',
    source_gone: 'il sito indica che il feed non esiste più (410)',
    source_forbidden: 'il sito si rifiuta di darci il feed (403)',
    source_not_found: 'il feed non è stato trovato al suo indirizzo (404)',
    source_empty: 'il feed non contiene alcun articolo',
    source_address_refused: 'il suo indirizzo porta a una rete privata, che non leggiamo mai',
  },
};
