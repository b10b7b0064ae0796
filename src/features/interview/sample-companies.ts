/**
 * The companies a standalone interview may be about (SPEC §1: hard-coded samples, a coffee
 * delivery service and a network setup service), for a screen that offers standalone
 * interviews (`navigationActions.chooseInterview({ kind: 'standalone', company, product })`).
 *
 * A copy of fixtures/companies.ts, which src/ may not import. The contract has no call listing
 * them and they are the mock's sample data, so they exist in mock mode only: the live build must
 * carry no fixture text (tests/build/live-build.test.ts), and Vite replaces the mode below by a
 * constant, which drops the list from that build.
 */
export interface SampleCompany {
  company: string
  product: string
}

export const sampleCompanies: readonly SampleCompany[] =
  import.meta.env.VITE_API_MODE !== 'live'
    ? [
        { company: 'BeanRunner', product: 'BeanRunner Express' },
        { company: 'NetNest', product: 'NetNest Home Setup' },
      ]
    : []
