export declare const dataDir: (port: number) => string;
export declare const SERVER_OFFSETS: {
  main: number;
  shortSession: number;
  secondPick: number;
  processedRelief: number;
  password: number;
};
export declare const OWN_SERVER_OFFSET: number;
