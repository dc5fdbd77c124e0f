// Printing's section of the shell, loaded after the first screen: automatic printing in the driving tab
// and the notices of failed prints in every tab.
import { SectionBoundary } from '../components/SectionBoundary';
import { AutoPrint } from './AutoPrint';
import { PrintNotice } from './PrintNotice';

export function Printing() {
  return (
    <SectionBoundary name="printing">
      <AutoPrint />
      <PrintNotice />
    </SectionBoundary>
  );
}
