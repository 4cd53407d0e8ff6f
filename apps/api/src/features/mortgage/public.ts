// What other features may use of mortgage: everything else in this folder is its own.
export { withinMiViviendaBands } from './eligibility.ts';
export { findMiViviendaInForce, listMiViviendaYears, saveMiViviendaYear } from './mivivienda-repository.ts';
export { insertParameters } from './parameters-repository.ts';
export { mortgageParametersInForce } from './present-parameters.ts';
