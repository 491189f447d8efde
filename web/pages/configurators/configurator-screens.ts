import { ConfiguratorPage as Form } from './configurator-page.tsx';
import { ConfiguratorResultsPage as Results } from './configurator-results-page.tsx';
import { ConfiguratorsPage as Landing } from './configurators-page.tsx';

// The three configurator screens in one chunk: one lazy import in the first bundle's screen table instead of three
// (the homepage's JavaScript budget has no room for more).
export const ConfiguratorPage = Form;
export const ConfiguratorResultsPage = Results;
export const ConfiguratorsPage = Landing;
