/** NCERT chapters (Class XI) for the subject 'NCERT - AEP' of Abhyudaya, in book order. */
export const DEMO_CHAPTERS: Array<{ book: string; chapters: string[] }> = [
  {
    book: 'Indian Constitution at Work',
    chapters: [
      'Constitution: Why and How?',
      'Rights in the Indian Constitution',
      'Election and Representation',
      'Executive',
      'Legislature',
      'Judiciary',
      'Federalism',
      'Local Governments',
      'Constitution as a Living Document',
      'The Philosophy of the Constitution',
    ],
  },
  {
    book: 'India: Physical Environment',
    chapters: [
      'India — Location',
      'Structure and Physiography',
      'Drainage System',
      'Climate',
      'Natural Vegetation',
      'Natural Hazards and Disasters',
    ],
  },
  {
    book: 'Indian Economic Development',
    chapters: [
      'Indian Economy on the Eve of Independence',
      'Indian Economy 1950-1990',
      'Liberalisation, Privatisation and Globalisation: An Appraisal',
      'Human Capital Formation in India',
      'Rural Development',
      'Employment: Growth, Informalisation and Other Issues',
      'Environment and Sustainable Development',
      'Comparative Development Experiences of India and its Neighbours',
    ],
  },
];
