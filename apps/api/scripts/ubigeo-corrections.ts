/*
 * The corrections build-ubigeo.ts applies to the npm package `peru-ubigeo`, each an explicit, reviewable
 * table: the districts it lacks, real renames, lost accents and casing.
 */

/** INEI's 1,891 districts plus Santa Rosa de Loreto (Ley 32403, 2025). */
export const EXPECTED = { departments: 25, provinces: 196, districts: 1892 } as const;

/** Districts created after the package was published (or missing from it). The province comes from the code. */
export const ADDED_DISTRICTS: ReadonlyArray<readonly [code: string, name: string]> = [
  ['030611', 'Los Chankas'], // Apurímac / Chincheros
  ['030612', 'Ahuayro'],
  ['050413', 'Putis'], // Ayacucho / Huanta
  ['050511', 'Oronccoy'], // Ayacucho / La Mar
  ['050512', 'Unión Progreso'],
  ['050513', 'Río Magdalena'],
  ['050514', 'Ninabamba'],
  ['050515', 'Patibamba'],
  ['080914', 'Megantoni'], // Cusco / La Convención
  ['080915', 'Kumpirushiato'],
  ['080916', 'Cielo Punco'],
  ['080917', 'Manitea'],
  ['080918', 'Unión Asháninka'],
  ['090723', 'Santiago de Tucuma'], // Huancavelica / Tayacaja
  ['090724', 'Lambras'],
  ['090725', 'Cochabamba'],
  ['100609', 'Pueblo Nuevo'], // Huánuco / Leoncio Prado
  ['100610', 'Santo Domingo de Anda'],
  ['130112', 'Alto Trujillo'], // La Libertad / Trujillo
  ['160405', 'Santa Rosa de Loreto'], // Loreto / Mariscal Ramón Castilla (Ley 32403)
  ['180107', 'San Antonio'], // Moquegua / Mariscal Nieto
  ['211105', 'San Miguel'], // Puno / San Román
  ['221006', 'Santa Lucía'], // San Martín / Tocache
  ['250306', 'Huipoca'], // Ucayali / Padre Abad
  ['250307', 'Boquerón'],
];

/** Real changes of name (or of spelling beyond accents and casing). `from` guards against a changed source. */
export const RENAMES: Readonly<Record<string, { from: string; to: string }>> = {
  '030602': { from: 'Anco_Huallo', to: 'Anco-Huallo' },
  '0701': { from: 'Prov. Const. del Callao', to: 'Callao' },
  '150712': { from: 'Laraos', to: 'San Pedro de Laraos' }, // renamed by law; 151018 Laraos (Yauyos) stays
  '250201': { from: 'Raymondi', to: 'Raimondi' }, // Atalaya's district; Áncash's province keeps 'Raymondi'
};

/**
 * Accents the package lost or got wrong (grave instead of acute). Only accents may differ from the source:
 * the script checks that both spellings are equal once accents and case are stripped.
 */
export const ACCENT_FIXES: Readonly<Record<string, string>> = {
  // Amazonas
  '010105': 'Chiliquín',
  '010203': 'Copallín',
  '010307': 'Jazán',
  '010514': 'Pisuquía',
  '010521': 'Santo Tomás',
  '010707': 'Yamón',
  // Áncash
  '020203': 'Huacllán',
  '020301': 'Llamellín',
  '020501': 'Chiquián',
  '020510': 'Huayllacayán',
  '020513': 'Pacllón',
  '020606': 'Marcará',
  '020804': 'Yaután',
  '020907': 'Yupán',
  '021004': 'Chavín de Huántar',
  '021008': 'Huántar',
  '021009': 'Masín',
  '021013': 'Rapayán',
  '021104': 'Huayán',
  '021303': 'Eleazar Guzmán Barrón',
  '021408': 'San Cristóbal de Raján',
  '021602': 'Huayllán',
  '021702': 'Cátac',
  '021705': 'Llacllín',
  '021708': 'Pararín',
  // Apurímac
  '030307': 'Sabaíno',
  // Arequipa
  '040116': 'Sabandía',
  '040125': 'Vítor',
  '040205': 'Nicolás de Piérola',
  '040411': 'Tipán',
  '040412': 'Uñón',
  '040703': 'Deán Valdivia',
  '040705': 'Mejía',
  '0408': 'La Unión',
  // Ayacucho
  '050404': 'Iguaín',
  '050621': 'Santa Lucía',
  '0508': 'Páucar del Sara Sara',
  '051101': 'Vilcas Huamán',
  // Cajamarca
  '060104': 'Cospán',
  '060304': 'Huasmín',
  '060312': 'La Libertad de Pallán',
  '060402': 'Anguía',
  '060403': 'Chadín',
  '060405': 'Chimbán',
  '060408': 'Conchán',
  '060414': 'Pión',
  '060501': 'Contumazá',
  '060508': 'Yonán',
  '060613': 'Santo Tomás',
  '060803': 'Chontalí',
  '060808': 'Pucará',
  '061005': 'Ichocán',
  '061111': 'San Silvestre de Cochán',
  '061204': 'Tumbadén',
  '061307': 'Pulán',
  '061311': 'Yauyucán',
  // Cusco
  '080105': 'San Sebastián',
  '080206': 'Rondocán',
  '080508': 'Túpac Amaru',
  '080701': 'Santo Tomás',
  // Huancavelica
  '090311': 'Santo Tomás de Pata',
  '090601': 'Huaytará',
  // Huánuco
  '100101': 'Huánuco',
  '100107': 'San Francisco de Cayrán',
  '100108': 'San Pedro de Chaulán',
  '100317': 'Ripán',
  '100505': 'Jircán',
  '100603': 'Hermilio Valdizán',
  '100606': 'Mariano Dámaso Beraún',
  '100702': 'Cholón',
  // Ica
  '110105': 'Pachacútec',
  '110202': 'Alto Larán',
  '110203': 'Chavín',
  '110508': 'Túpac Amaru Inca',
  // Junín
  '120119': 'Huancán',
  '120126': 'Pucará',
  '120130': 'San Jerónimo de Tunán',
  '120302': 'Perené',
  '120408': 'Huamalí',
  '120424': 'Pancán',
  '120427': 'Ricrán',
  '120429': 'San Pedro de Chunán',
  '120432': 'Tunán Marca',
  '120501': 'Junín',
  '120609': 'Vizcatán del Ene',
  '120807': 'Santa Bárbara de Carhuacayán',
  // La Libertad
  '130111': 'Víctor Larco Herrera',
  '130205': 'Paiján',
  '130401': 'Chepén',
  '130501': 'Julcán',
  '130807': 'Ongón',
  '130810': 'Pías',
  '130906': 'Sanagorán',
  '130907': 'Sarín',
  '131003': 'Cachicadán',
  '131201': 'Virú',
  // Lambayeque
  '140108': 'Monsefú',
  '140110': 'Oyotún',
  '140116': 'Cayaltí',
  '140120': 'Tumán',
  '140205': 'Pítipo',
  '140303': 'Íllimo',
  '140305': 'Mochumí',
  '140306': 'Mórrope',
  '140312': 'Túcume',
  // Lima
  '150119': 'Lurín',
  '150123': 'Pachacámac',
  '150304': 'Huancapón',
  '150305': 'Manás',
  '150508': 'Lunahuaná',
  '150511': 'Pacarán',
  '150607': 'Lampián',
  '150709': 'Huarochirí',
  '150718': 'San Damián',
  '150802': 'Ámbar',
  '150803': 'Caleta de Carquín',
  '150811': 'Sayán',
  '150812': 'Végueta',
  '150901': 'Oyón',
  '150905': 'Naván',
  '151016': 'Huantán',
  '151020': 'Madeán',
  '151030': 'Tomás',
  // Loreto
  '160106': 'Mazán',
  '160211': 'Teniente César López Rojas',
  '160403': 'Yavarí',
  '160508': 'Soplín',
  // Pasco
  '190102': 'Huachón',
  '190108': 'San Francisco de Asís de Yarusyacán',
  '190109': 'Simón Bolívar',
  '190110': 'Ticlacayán',
  '190202': 'Chacayán',
  '190304': 'Palcazú',
  // Piura
  '200108': 'El Tallán',
  '200115': 'Veintiséis de Octubre',
  '200202': 'Frías',
  '200203': 'Jililí',
  '200405': 'Morropón',
  '200504': 'Colán',
  '200705': 'Los Órganos',
  '200706': 'Máncora',
  // Puno
  '210102': 'Ácora',
  '210103': 'Amantaní',
  '210112': 'Platería',
  '210210': 'Samán',
  '210211': 'San Antón',
  '210309': 'San Gabán',
  '210601': 'Huancané',
  '210708': 'Pucará',
  '210709': 'Santa Lucía',
  '210805': 'Macarí',
  // San Martín
  '220802': 'Awajún',
  '220803': 'Elías Soplín Vargas',
  '221003': 'Pólvora',
  // Tacna
  '230105': 'Inclán',
  '230106': 'Pachía',
  // Ucayali
  '250101': 'Callería',
  '250203': 'Tahuanía',
  '250204': 'Yurúa',
  '250303': 'Curimaná',
  '250401': 'Purús',
};

/** Title case as Spanish writes it: particles lower case inside a name, place names capitalised. */
export const CASING_FIXES: Readonly<Record<string, string>> = {
  '040129': 'José Luis Bustamante y Rivero',
  '110109': 'San José de los Molinos',
  '150731': 'Santo Domingo de los Olleros',
  '230111': 'La Yarada Los Palos', // Los Palos is the name of the place
  '250305': 'Alexander von Humboldt',
};
