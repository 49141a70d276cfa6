/** Where employees report: bus depots for DOB, crew terminals for subway and Staten Island Railway. */
export interface DepotRow {
  code: string;
  name: string;
  dept: 'DOB' | 'RTO';
  borough: string;
}

export const BUS_DEPOTS: readonly DepotRow[] = [
  { code: 'FB', name: 'Flatbush Depot', dept: 'DOB', borough: 'Brooklyn' },
  { code: 'JG', name: 'Jackie Gleason Depot', dept: 'DOB', borough: 'Brooklyn' },
  { code: 'ENY', name: 'East New York Depot', dept: 'DOB', borough: 'Brooklyn' },
  { code: 'GA', name: 'Grand Avenue Depot', dept: 'DOB', borough: 'Queens' },
  { code: 'FP', name: 'Fresh Pond Depot', dept: 'DOB', borough: 'Queens' },
  { code: 'UP', name: 'Ulmer Park Depot', dept: 'DOB', borough: 'Brooklyn' },
  { code: 'CS', name: 'Casey Stengel Depot', dept: 'DOB', borough: 'Queens' },
  { code: 'JA', name: 'Jamaica Depot', dept: 'DOB', borough: 'Queens' },
  { code: 'QV', name: 'Queens Village Depot', dept: 'DOB', borough: 'Queens' },
  { code: 'MQ', name: 'Michael J. Quill Depot', dept: 'DOB', borough: 'Manhattan' },
  { code: 'MV', name: 'Manhattanville Depot', dept: 'DOB', borough: 'Manhattan' },
  { code: 'MCH', name: 'Mother Clara Hale Depot', dept: 'DOB', borough: 'Manhattan' },
  { code: 'KB', name: 'Kingsbridge Depot', dept: 'DOB', borough: 'Bronx' },
  { code: 'GH', name: 'Gun Hill Depot', dept: 'DOB', borough: 'Bronx' },
  { code: 'WF', name: 'West Farms Depot', dept: 'DOB', borough: 'Bronx' },
  { code: 'YU', name: 'Yukon Depot', dept: 'DOB', borough: 'Staten Island' },
  { code: 'CA', name: 'Castleton Depot', dept: 'DOB', borough: 'Staten Island' },
  { code: 'CH', name: 'Charleston Depot', dept: 'DOB', borough: 'Staten Island' },
];

export const SUBWAY_TERMINALS: readonly DepotRow[] = [
  { code: 'CIY', name: 'Coney Island Yard Crew Room', dept: 'RTO', borough: 'Brooklyn' },
  { code: '207', name: '207th Street Terminal', dept: 'RTO', borough: 'Manhattan' },
  { code: 'PBY', name: 'Pelham Bay Park Terminal', dept: 'RTO', borough: 'Bronx' },
  { code: 'JAY', name: 'Jamaica Yard Crew Room', dept: 'RTO', borough: 'Queens' },
  { code: 'CON', name: 'Concourse Yard Crew Room', dept: 'RTO', borough: 'Bronx' },
  { code: 'WCY', name: 'Westchester Yard Crew Room', dept: 'RTO', borough: 'Bronx' },
  { code: 'LIV', name: 'Livonia Yard Crew Room', dept: 'RTO', borough: 'Brooklyn' },
  { code: '180', name: 'East 180th Street Terminal', dept: 'RTO', borough: 'Bronx' },
  { code: 'CAN', name: 'Canarsie–Rockaway Pkwy Terminal', dept: 'RTO', borough: 'Brooklyn' },
  { code: 'VCP', name: 'Van Cortlandt Park Terminal', dept: 'RTO', borough: 'Bronx' },
  { code: 'FMS', name: 'Flushing–Main Street Terminal', dept: 'RTO', borough: 'Queens' },
  { code: 'PAR', name: 'Parsons–Archer Terminal', dept: 'RTO', borough: 'Queens' },
];

export const SIRTOA_TERMINALS: readonly DepotRow[] = [
  { code: 'SG', name: 'St. George Terminal', dept: 'RTO', borough: 'Staten Island' },
  { code: 'TOT', name: 'Tottenville Terminal', dept: 'RTO', borough: 'Staten Island' },
  { code: 'CLF', name: 'Clifton Shop', dept: 'RTO', borough: 'Staten Island' },
];

export const ALL_DEPOTS: readonly DepotRow[] = [...BUS_DEPOTS, ...SUBWAY_TERMINALS, ...SIRTOA_TERMINALS];

/**
 * The demo's open picks are at these depots and terminals (docs/pick.md#demo-agency); most bus
 * operators and subway crews work at them, so each pick group is a few hundred strong.
 */
export const OPEN_PICK_DEPOTS = { DOB: ['FB', 'JG', 'ENY'], RTO: ['CIY', '207'] } as const satisfies Record<
  'DOB' | 'RTO',
  readonly string[]
>;

/** How much likelier a crew is to work at an open-pick depot than at another. */
const OPEN_PICK_WEIGHT = 8;

/** The depots a crew of this department may work at, weighted towards the open picks'. */
export function crewDepotWeights(department: 'DOB' | 'RTO', depots: readonly DepotRow[]): [DepotRow, number][] {
  const open = new Set<string>(OPEN_PICK_DEPOTS[department]);
  return depots.map((d) => [d, open.has(d.code) ? OPEN_PICK_WEIGHT : 1]);
}
