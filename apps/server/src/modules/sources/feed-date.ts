/**
 * Dates as feeds write them, in the spec's source languages (France, US, UK, Germany, Italy,
 * Spain, Portugal): "Seg, 24 Set 2018 10:00:00 -0300", "lun., 24 sept. 2018", "Mo, 24. Sep 2018".
 * Names are compared in lower case without accents or a final dot.
 */

const monthNames: Record<string, readonly string[]> = {
  Jan: ['jan', 'january', 'janvier', 'janv', 'januar', 'janner', 'enero', 'ene', 'gennaio', 'gen', 'janeiro'],
  Feb: ['feb', 'february', 'fevrier', 'fevr', 'fev', 'februar', 'febrero', 'febbraio', 'fevereiro'],
  Mar: ['mar', 'march', 'mars', 'marz', 'mrz', 'marzo', 'marco'],
  Apr: ['apr', 'april', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  May: ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio'],
  Jun: ['jun', 'june', 'juin', 'juni', 'junio', 'giugno', 'giu', 'junho'],
  Jul: ['jul', 'july', 'juillet', 'juil', 'juli', 'julio', 'luglio', 'lug', 'julho'],
  Aug: ['aug', 'august', 'aout', 'agosto', 'ago'],
  Sep: ['sep', 'september', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro'],
  Oct: ['oct', 'october', 'octobre', 'oktober', 'okt', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  Nov: ['nov', 'november', 'novembre', 'noviembre', 'novembro'],
  Dec: ['dec', 'december', 'decembre', 'dezember', 'dez', 'diciembre', 'dic', 'dicembre', 'dezembro'],
};

const dayNames = [
  // English
  ...['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  // French
  ...['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
  ...['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  // German
  ...['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'],
  ...['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag'],
  // Spanish
  ...['mie', 'jue', 'vie', 'sab', 'dom'],
  ...['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
  // Italian
  ...['gio', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'domenica'],
  // Portuguese ("segunda-feira")
  ...['seg', 'ter', 'qua', 'qui', 'sex', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'feira'],
];

/** Words written between the numbers that say nothing: "24 de septiembre de 2018", "um 10:00". */
const fillers = new Set(['de', 'del', 'di', 'der', 'le', 'um', 'a', 'as', 'las', 'les', 'alle', 'ore', 'h']);

/** What Date.parse reads as a zone or a half of the day; kept as they are. */
const kept = new Set([
  'gmt',
  'ut',
  'utc',
  'z',
  'est',
  'edt',
  'cst',
  'cdt',
  'mst',
  'mdt',
  'pst',
  'pdt',
  'am',
  'pm',
]);

const months = new Map(
  Object.entries(monthNames).flatMap(([english, names]) => names.map((name) => [name, english] as const)),
);
const days = new Set(dayNames);

const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The English spelling of a date written with another language's names, or null when a word is
 * neither a day, a month, a filler nor a zone (then it is no date this reader knows).
 */
function inEnglish(value: string): string | null {
  let unknown = false;
  let month = false;
  const firstDigit = value.search(/\d/);
  const english = value.replace(/\p{L}+\.?/gu, (word, offset: number) => {
    const name = bare(word.replace(/\.$/, ''));
    const english = months.get(name);
    // Before the first number a name is a day's ("mar." is Tuesday there, March after).
    if (english && (offset > firstDigit || !days.has(name))) {
      month = true;
      return ` ${english} `;
    }
    if (offset < firstDigit && days.has(name)) return ' ';
    if (fillers.has(name)) return ' ';
    if (kept.has(name)) return ` ${word} `;
    unknown = true;
    return word;
  });
  if (unknown || !month || !/\d{4}/.test(english)) return null;
  // "24. Sep" and "lun., 24": dots and commas left by the names are dropped.
  return english
    .replace(/(\d)\.(?=\s)/g, '$1')
    .replace(/^[\s.,]+/, '')
    .replace(/\s+/g, ' ');
}

/** The first of `values` that reads as a date (ISO 8601, RFC 822, or RFC 822 in another language). */
export function feedDate(...values: (string | undefined)[]): Date | null {
  for (const value of values) {
    if (!value) continue;
    let time = Date.parse(value);
    if (Number.isNaN(time) && /\p{L}/u.test(value)) {
      const english = inEnglish(value);
      if (english) time = Date.parse(english);
    }
    if (!Number.isNaN(time)) return new Date(time);
  }
  return null;
}
