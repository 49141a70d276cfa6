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
