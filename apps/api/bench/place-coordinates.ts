import { DEMO_DISTRICTS } from '../src/seed/locations-data.ts';

/*
 * Where the benchmark's properties stand (map search, docs/product/map-search.md): the centre of their
 * district when it is known, else of their department's capital, with a spread the size of a district (or of
 * the countryside around a capital). Known: the demo seed's districts (src/seed/locations-data.ts) and the
 * rest of Lima Metropolitana's 43 below, so the map cases over Miraflores and San Isidro find their
 * properties where they really are.
 */

/** Approximate centres [lat, lng] of the Lima districts the demo seed does not place. */
const LIMA_DISTRICTS: Record<string, [number, number]> = {
  '150101': [-12.046, -77.043], // Lima (Cercado)
  '150102': [-11.773, -77.173], // Ancón
  '150105': [-12.059, -77.05], // Breña
  '150106': [-11.85, -77.03], // Carabayllo
  '150107': [-11.976, -76.76], // Chaclacayo
  '150110': [-11.94, -77.05], // Comas
  '150111': [-12.043, -77.0], // El Agustino
  '150112': [-11.995, -77.055], // Independencia
  '150118': [-11.98, -76.86], // Lurigancho (Chosica)
  '150124': [-12.48, -76.8], // Pucusana
  '150125': [-11.86, -77.075], // Puente Piedra
  '150127': [-12.365, -76.795], // Punta Negra
  '150128': [-12.03, -77.03], // Rímac
  '150132': [-11.98, -77.0], // San Juan de Lurigancho
  '150133': [-12.155, -76.97], // San Juan de Miraflores
  '150134': [-12.075, -76.995], // San Luis
  '150135': [-12.01, -77.085], // San Martín de Porres
  '150137': [-12.045, -76.97], // Santa Anita
  '150138': [-12.405, -76.78], // Santa María del Mar
  '150139': [-11.8, -77.165], // Santa Rosa
  '150142': [-12.21, -76.94], // Villa El Salvador
  '150143': [-12.17, -76.93], // Villa María del Triunfo
};

/** Approximate [lat, lng] of each department's capital. */
const DEPARTMENT_CAPITALS: Record<string, [number, number]> = {
  '01': [-6.23, -77.87], // Chachapoyas
  '02': [-9.53, -77.53], // Huaraz
  '03': [-13.63, -72.88], // Abancay
  '04': [-16.4, -71.537], // Arequipa
  '05': [-13.16, -74.22], // Ayacucho
  '06': [-7.16, -78.51], // Cajamarca
  '07': [-12.056, -77.118], // Callao
  '08': [-13.52, -71.97], // Cusco
  '09': [-12.79, -74.97], // Huancavelica
  '10': [-9.93, -76.24], // Huánuco
  '11': [-14.07, -75.73], // Ica
  '12': [-12.065, -75.21], // Huancayo
  '13': [-8.112, -79.03], // Trujillo
  '14': [-6.771, -79.84], // Chiclayo
  '15': [-11.5, -77.2], // Lima provinces (Huaral, Huacho…)
  '16': [-3.75, -73.25], // Iquitos
  '17': [-12.59, -69.19], // Puerto Maldonado
  '18': [-17.19, -70.93], // Moquegua
  '19': [-10.68, -76.26], // Cerro de Pasco
  '20': [-5.195, -80.63], // Piura
  '21': [-15.84, -70.02], // Puno
  '22': [-6.03, -76.97], // Moyobamba
  '23': [-18.007, -70.25], // Tacna
  '24': [-3.57, -80.45], // Tumbes
  '25': [-8.38, -74.55], // Pucallpa
};

export interface PlaceCoordinates {
  lat: number;
  lng: number;
  /** Half the side of the square the properties spread over, in degrees. */
  spread: number;
}

/** Where the properties of a district stand. */
export function placeCoordinates(district: string): PlaceCoordinates {
  const demo = DEMO_DISTRICTS.find((d) => d.code === district);
  if (demo) return { lat: demo.lat, lng: demo.lng, spread: 0.012 };
  const lima = LIMA_DISTRICTS[district];
  if (lima) return { lat: lima[0], lng: lima[1], spread: 0.012 };
  const capital = DEPARTMENT_CAPITALS[district.slice(0, 2)];
  if (!capital) throw new Error(`bench: departamento sin capital ${district}`);
  return { lat: capital[0], lng: capital[1], spread: 0.25 };
}
