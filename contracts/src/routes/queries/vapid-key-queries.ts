export const VapidKeyQueries = {};
