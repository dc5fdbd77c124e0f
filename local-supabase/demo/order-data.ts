// Realistic Dutch customers, addresses and notes for demo orders.
export const FIRST_NAMES = ['Sanne', 'Daan', 'Emma', 'Lucas', 'Fleur', 'Milan', 'Julia', 'Noah', 'Lotte', 'Sem', 'Anouk', 'Bram', 'Yara', 'Finn', 'Iris', 'Mohammed', 'Fatima', 'Kevin', 'Priya', 'Thijs'];
export const LAST_NAMES = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Dijk', 'El Amrani', 'Yilmaz', 'Kok', 'Dekker'];
export const STREETS = ['Kerkstraat', 'Prinsengracht', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Lindenlaan', 'Zeeweg', 'Vondelstraat', 'Overtoom', 'Marktplein', 'Julianalaan', 'Beukenlaan'];
export const CITIES: Array<[string, string]> = [['Amsterdam', '10'], ['Haarlem', '20'], ['Zaandam', '15'], ['Amstelveen', '11']];
export const NOTES = [
  'Graag extra servetten',
  'Bel aan bij de achterdeur',
  'Niet te pittig alstublieft',
  'Betaald met pin, betaling voltooid',
  'Hond in de tuin, even bellen',
  'Saus apart graag',
];
export const OPTIONS = ['Extra kaas', 'Zonder ui', 'Extra saus', 'Groot', 'Zonder zout', 'Met jalapeños'];

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}
