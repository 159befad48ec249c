/* généré par make_data.py - référentiels de l'autocomplétion (métiers, lieux) */
window.EP_REFERENTIEL = {
 "metiers": [
  "Comptable",
  "Comptable général / Comptable générale",
  "Assistant / Assistante comptable",
  "Aide-comptable",
  "Comptable fournisseurs",
  "Comptable clients",
  "Chef comptable",
  "Collaborateur / Collaboratrice comptable",
  "Comptable trésorerie",
  "Infirmier / Infirmière",
  "Infirmier / Infirmière de nuit",
  "Infirmier / Infirmière de bloc opératoire",
  "Infirmier coordinateur / Infirmière coordinatrice",
  "Infirmier puériculteur / Infirmière puéricultrice",
  "Développeur / Développeuse full-stack",
  "Développeur / Développeuse informatique",
  "Développeur / Développeuse web",
  "Développeur / Développeuse back-end",
  "Développeur / Développeuse front-end",
  "Développeur / Développeuse mobile",
  "Gestionnaire de paie",
  "Assistant / Assistante administratif(ve)",
  "Aide-soignant / Aide-soignante",
  "Technicien / Technicienne support informatique",
  "Chargé / Chargée de recrutement"
 ],
 "lieux": [
  {
   "libelle": "06 - Alpes-Maritimes (Département)",
   "code": "06D",
   "type": "departement"
  },
  {
   "libelle": "13 - Bouches-du-Rhône (Département)",
   "code": "13D",
   "type": "departement"
  },
  {
   "libelle": "31 - Haute-Garonne (Département)",
   "code": "31D",
   "type": "departement"
  },
  {
   "libelle": "33 - Gironde (Département)",
   "code": "33D",
   "type": "departement"
  },
  {
   "libelle": "34 - Hérault (Département)",
   "code": "34D",
   "type": "departement"
  },
  {
   "libelle": "35 - Ille-et-Vilaine (Département)",
   "code": "35D",
   "type": "departement"
  },
  {
   "libelle": "38 - Isère (Département)",
   "code": "38D",
   "type": "departement"
  },
  {
   "libelle": "44 - Loire-Atlantique (Département)",
   "code": "44D",
   "type": "departement"
  },
  {
   "libelle": "59 - Nord (Département)",
   "code": "59D",
   "type": "departement"
  },
  {
   "libelle": "67 - Bas-Rhin (Département)",
   "code": "67D",
   "type": "departement"
  },
  {
   "libelle": "69 - Rhône (Département)",
   "code": "69D",
   "type": "departement"
  },
  {
   "libelle": "75 - Paris (Département)",
   "code": "75D",
   "type": "departement"
  },
  {
   "libelle": "92 - Hauts-de-Seine (Département)",
   "code": "92D",
   "type": "departement"
  },
  {
   "libelle": "93 - Seine-Saint-Denis (Département)",
   "code": "93D",
   "type": "departement"
  },
  {
   "libelle": "94 - Val-de-Marne (Département)",
   "code": "94D",
   "type": "departement"
  },
  {
   "libelle": "Paris (75)",
   "code": "75056",
   "type": "commune"
  },
  {
   "libelle": "Lyon (69)",
   "code": "69123",
   "type": "commune"
  },
  {
   "libelle": "Marseille (13)",
   "code": "13055",
   "type": "commune"
  },
  {
   "libelle": "Paris 2e Arrondissement (75002)",
   "code": "75102",
   "type": "commune"
  },
  {
   "libelle": "Paris 8e Arrondissement (75008)",
   "code": "75108",
   "type": "commune"
  },
  {
   "libelle": "Paris 9e Arrondissement (75009)",
   "code": "75109",
   "type": "commune"
  },
  {
   "libelle": "Paris 11e Arrondissement (75011)",
   "code": "75111",
   "type": "commune"
  },
  {
   "libelle": "Paris 13e Arrondissement (75013)",
   "code": "75113",
   "type": "commune"
  },
  {
   "libelle": "Paris 15e Arrondissement (75015)",
   "code": "75115",
   "type": "commune"
  },
  {
   "libelle": "Paris 17e Arrondissement (75017)",
   "code": "75117",
   "type": "commune"
  },
  {
   "libelle": "Lyon 2e Arrondissement (69002)",
   "code": "69382",
   "type": "commune"
  },
  {
   "libelle": "Lyon 3e Arrondissement (69003)",
   "code": "69383",
   "type": "commune"
  },
  {
   "libelle": "Lyon 7e Arrondissement (69007)",
   "code": "69387",
   "type": "commune"
  },
  {
   "libelle": "Lyon 9e Arrondissement (69009)",
   "code": "69389",
   "type": "commune"
  },
  {
   "libelle": "Villeurbanne (69100)",
   "code": "69266",
   "type": "commune"
  },
  {
   "libelle": "Vénissieux (69200)",
   "code": "69259",
   "type": "commune"
  },
  {
   "libelle": "Marseille 1er Arrondissement (13001)",
   "code": "13201",
   "type": "commune"
  },
  {
   "libelle": "Marseille 6e Arrondissement (13006)",
   "code": "13206",
   "type": "commune"
  },
  {
   "libelle": "Marseille 8e Arrondissement (13008)",
   "code": "13208",
   "type": "commune"
  },
  {
   "libelle": "Aix-en-Provence (13100)",
   "code": "13001",
   "type": "commune"
  },
  {
   "libelle": "Aubagne (13400)",
   "code": "13005",
   "type": "commune"
  },
  {
   "libelle": "Vitrolles (13127)",
   "code": "13117",
   "type": "commune"
  },
  {
   "libelle": "Nanterre (92000)",
   "code": "92050",
   "type": "commune"
  },
  {
   "libelle": "Boulogne-Billancourt (92100)",
   "code": "92012",
   "type": "commune"
  },
  {
   "libelle": "Saint-Denis (93200)",
   "code": "93066",
   "type": "commune"
  },
  {
   "libelle": "Créteil (94000)",
   "code": "94028",
   "type": "commune"
  },
  {
   "libelle": "Grenoble (38000)",
   "code": "38185",
   "type": "commune"
  },
  {
   "libelle": "Nice (06000)",
   "code": "06088",
   "type": "commune"
  },
  {
   "libelle": "Bordeaux (33000)",
   "code": "33063",
   "type": "commune"
  },
  {
   "libelle": "Mérignac (33700)",
   "code": "33281",
   "type": "commune"
  },
  {
   "libelle": "Toulouse (31000)",
   "code": "31555",
   "type": "commune"
  },
  {
   "libelle": "Montpellier (34000)",
   "code": "34172",
   "type": "commune"
  },
  {
   "libelle": "Nantes (44000)",
   "code": "44109",
   "type": "commune"
  },
  {
   "libelle": "Lille (59000)",
   "code": "59350",
   "type": "commune"
  },
  {
   "libelle": "Strasbourg (67000)",
   "code": "67482",
   "type": "commune"
  },
  {
   "libelle": "Rennes (35000)",
   "code": "35238",
   "type": "commune"
  },
  {
   "libelle": "Île-de-France (Région)",
   "code": "11R",
   "type": "region"
  },
  {
   "libelle": "Auvergne-Rhône-Alpes (Région)",
   "code": "84R",
   "type": "region"
  },
  {
   "libelle": "Provence-Alpes-Côte d'Azur (Région)",
   "code": "93R",
   "type": "region"
  },
  {
   "libelle": "Nouvelle-Aquitaine (Région)",
   "code": "75R",
   "type": "region"
  },
  {
   "libelle": "Occitanie (Région)",
   "code": "76R",
   "type": "region"
  },
  {
   "libelle": "Pays de la Loire (Région)",
   "code": "52R",
   "type": "region"
  },
  {
   "libelle": "Hauts-de-France (Région)",
   "code": "32R",
   "type": "region"
  },
  {
   "libelle": "Grand Est (Région)",
   "code": "44R",
   "type": "region"
  },
  {
   "libelle": "Bretagne (Région)",
   "code": "53R",
   "type": "region"
  }
 ]
};
