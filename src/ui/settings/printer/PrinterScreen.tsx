// The Printer screen under Instellingen, for every signed-in user: how this device reaches
// its receipt printer, the paper and printer language, automatic printing, and a Testafdruk. Kept per
// device (db/printer-settings.ts).
import { usePrinterSettings } from '../../../db/printer-settings';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { printer as printerTexts } from '../../texts/printer';
import { AutoCard } from './AutoCard';
import { ConnectionCard } from './ConnectionCard';
import { PaperCard } from './PaperCard';
import { TestCard } from './TestCard';
import './printer.css';

export function PrinterScreen() {
  const settings = usePrinterSettings();
  return (
    <section className="screen printer">
      <BackLink to="/app/settings" />
      <h1>{printerTexts.title}</h1>
      {settings && (
        <div className="printer__cards">
          <SectionBoundary name="printer-connection">
            <ConnectionCard settings={settings} />
          </SectionBoundary>
          <SectionBoundary name="printer-paper">
            <PaperCard settings={settings} />
          </SectionBoundary>
          <SectionBoundary name="printer-auto">
            <AutoCard settings={settings} />
          </SectionBoundary>
          <SectionBoundary name="printer-test">
            <TestCard />
          </SectionBoundary>
        </div>
      )}
    </section>
  );
}
