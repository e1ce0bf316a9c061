/** The car's logbook files: plain links, so the browser saves them under the server's file name. */
export const carLogbookPdfUrl = (carId: string) => `/api/cars/${carId}/logbook.pdf`;
export const carLogbookCsvUrl = (carId: string) => `/api/cars/${carId}/logbook.csv`;
