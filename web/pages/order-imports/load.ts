import { toImportSummaryView } from '../../../bff/lib/order-import-wire.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/import-order` (SPEC §1 order import): the upload form and "my imports", to reopen or delete one. */
export const orderImportsPage = definePage('orderImports', {
  async load({ app, request }) {
    const imports = await app.ports.orderImport.list({}, request.portCtx());
    // The file reader's worker loads while the customer picks a file.
    app.orderFileReader.warm();
    return { imports: imports.map(toImportSummaryView) };
  },
});
