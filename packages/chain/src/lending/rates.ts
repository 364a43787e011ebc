/** Rates of the lending contracts are percent × LENDING_RATE_ZOOM: 12% is 1_200_000 (decision 0013). */
export const LENDING_RATE_ZOOM = 100_000;
