/**
 * @module seed/reference-project-data
 *
 * Seed data for the reference project shipped with the product
 * ("Referenzprojekt BIM Profil – Hochbau"). It is shared as a template and
 * shows a typical Swiss building project following the SIA 112 phases and
 * SIA 2051 (BIM): project roles (Fachrollen), milestones per phase,
 * business processes per milestone and the information deliveries
 * (activities) between provider and receiver roles.
 *
 * Pure data, no side effects. Activity provider/receiver refer to
 * `SeedRole.key`.
 */

export type SeedRole = {
  readonly key: string
  readonly name: string
  readonly desc: string
  readonly roleType: "company" | "supplier" | "service" | "users"
}

/** provider/receiver = SeedRole.key */
export type SeedActivity = {
  readonly name: string
  readonly desc: string
  readonly provider: string
  readonly receiver: string
}

export type SeedProcess = {
  readonly name: string
  readonly shortName: string
  readonly desc: string
  readonly activities: readonly SeedActivity[]
}

export type SeedMilestone = {
  readonly phase: "konzeption" | "planung" | "realisierung" | "bewirtschaftung"
  readonly name: string
  readonly desc: string
  readonly processes: readonly SeedProcess[]
}

export type SeedProject = {
  readonly name: string
  readonly desc: string
  readonly roles: readonly SeedRole[]
  readonly milestones: readonly SeedMilestone[]
}

export const referenceProject: SeedProject = {
  name: "Referenzprojekt BIM Profil – Hochbau",
  desc:
    "Referenzprojekt für ein Hochbauprojekt (Neubau Verwaltungs- und Wohngebäude) nach den Phasen der SIA 112 und den Grundsätzen der SIA 2051. " +
    "Es zeigt typische Informationslieferungen zwischen Bauherrschaft, Planern, Unternehmern und Betrieb und kann als Vorlage für eigene Projekte kopiert werden.",

  roles: [
    {
      key: "bauherr",
      name: "Bauherrschaft",
      desc: "Auftraggeber und Eigentümer des Gebäudes. Definiert Ziele, Raumprogramm und Informationsanforderungen und erteilt die Freigaben der Projektphasen.",
      roleType: "users",
    },
    {
      key: "bimManager",
      name: "BIM-Manager Bauherrschaft",
      desc: "Berät die Bauherrschaft in BIM-Fragen, erstellt die Auftraggeber-Informationsanforderungen (AIA) und prüft die gelieferten Modelle und Daten gegen diese Anforderungen.",
      roleType: "service",
    },
    {
      key: "gesamtleiter",
      name: "Gesamtleiter",
      desc: "Leitet das Planerteam im Auftrag der Bauherrschaft, koordiniert Termine, Kosten und Qualität und ist Ansprechpartner für Freigaben und Vergaben.",
      roleType: "service",
    },
    {
      key: "architekt",
      name: "Architekt",
      desc: "Verantwortlich für Entwurf, Architekturmodell, Baueingabe und Ausschreibung der Baumeister- und Ausbauarbeiten.",
      roleType: "service",
    },
    {
      key: "bauingenieur",
      name: "Bauingenieur",
      desc: "Plant das Tragwerk, liefert das Fachmodell Tragwerk sowie Mengen und Angaben zu Lasten und Verankerungen.",
      roleType: "service",
    },
    {
      key: "gebaeudetechnikplaner",
      name: "Fachplaner Gebäudetechnik (HLKSE)",
      desc: "Plant Heizung, Lüftung, Klima, Sanitär und Elektro, liefert das Fachmodell Gebäudetechnik und die energetischen Nachweise.",
      roleType: "service",
    },
    {
      key: "bimKoordinator",
      name: "BIM-Gesamtkoordinator",
      desc: "Führt die Fachmodelle zum Koordinationsmodell zusammen, prüft Kollisionen und Modellqualität und ist verantwortlich für den BIM-Abwicklungsplan (BAP).",
      roleType: "service",
    },
    {
      key: "baumeister",
      name: "Baumeister",
      desc: "Unternehmer für Rohbauarbeiten (Beton, Mauerwerk, Baugrube). Reicht Angebote ein und meldet die Behebung von Mängeln zurück.",
      roleType: "company",
    },
    {
      key: "fassadenbauer",
      name: "Fassadenbauer",
      desc: "Unternehmer für Planung, Herstellung und Montage der Gebäudehülle. Erstellt das Werkstattmodell der Fassade.",
      roleType: "company",
    },
    {
      key: "haustechnik",
      name: "Haustechnik-Unternehmer",
      desc: "Unternehmer für die Ausführung der Gebäudetechnik-Anlagen. Liefert Prüfprotokolle, Revisionsunterlagen und Anlagendaten für den Betrieb.",
      roleType: "company",
    },
    {
      key: "lieferant",
      name: "Lieferant Gebäudetechnik-Komponenten",
      desc: "Liefert Geräte und Komponenten (z. B. Lüftungsgeräte, Wärmepumpen, Armaturen) samt Produktdaten und Wartungsvorgaben des Herstellers.",
      roleType: "supplier",
    },
    {
      key: "betreiber",
      name: "Betreiber / Facility Management",
      desc: "Betreibt und unterhält das Gebäude im Auftrag der Bauherrschaft und vertritt die Anliegen der Nutzer. Übernimmt die Betriebsdaten ins CAFM-System.",
      roleType: "users",
    },
  ],

  milestones: [
    // ------------------------------------------------------------------ Konzeption
    {
      phase: "konzeption",
      name: "Strategische Planung abgeschlossen",
      desc: "Bedürfnisse, Projektziele und Informationsanforderungen der Bauherrschaft sind formuliert (SIA 112, Phase 11).",
      processes: [
        {
          name: "Bedürfnisse und Informationsanforderungen (AIA) festlegen",
          shortName: "AIA",
          desc: "Die Bauherrschaft definiert Raumprogramm, Projektziele und die BIM-Anwendungsfälle. Daraus entstehen die Auftraggeber-Informationsanforderungen (AIA) für das Planerteam.",
          activities: [
            {
              name: "Raumprogramm bereitstellen",
              desc: "Die Bauherrschaft übergibt das Raumprogramm mit Flächen, Nutzungen und Raumbeziehungen als XLSX-Tabelle und PDF.",
              provider: "bauherr",
              receiver: "architekt",
            },
            {
              name: "Projektziele und BIM-Anwendungsfälle festlegen",
              desc: "Die Bauherrschaft legt Projektziele und die gewünschten BIM-Anwendungsfälle (z. B. Koordination, Mengenermittlung, Betrieb) fest. Übergabe als PDF-Protokoll.",
              provider: "bauherr",
              receiver: "bimManager",
            },
            {
              name: "Anforderungen des Betriebs übermitteln",
              desc: "Der Betreiber meldet, welche Raum- und Anlagendaten er später im CAFM-System benötigt. Lieferung als Merkmalliste im XLSX-Format.",
              provider: "betreiber",
              receiver: "bimManager",
            },
            {
              name: "AIA-Dokument bereitstellen",
              desc: "Der BIM-Manager stellt die Auftraggeber-Informationsanforderungen mit Anwendungsfällen, Detaillierungsgraden und Merkmallisten als PDF und XLSX bereit.",
              provider: "bimManager",
              receiver: "gesamtleiter",
            },
          ],
        },
      ],
    },
    {
      phase: "konzeption",
      name: "Vorstudien abgeschlossen",
      desc: "Machbarkeit ist geklärt, das Planerteam ist bestimmt und die BIM-Projektabwicklung ist vereinbart (SIA 112, Phasen 21 und 22).",
      processes: [
        {
          name: "Projektorganisation und BIM-Abwicklungsplan (BAP) festlegen",
          shortName: "BAP",
          desc: "Das Planerteam legt Organisation, Zuständigkeiten, Datenaustausch und Modellierungsregeln im BIM-Abwicklungsplan fest. Die Bauherrschaft gibt den BAP frei.",
          activities: [
            {
              name: "Projektorganigramm bereitstellen",
              desc: "Der Gesamtleiter liefert das Organigramm mit Fachrollen, Ansprechpersonen und Kommunikationswegen als PDF.",
              provider: "gesamtleiter",
              receiver: "bimKoordinator",
            },
            {
              name: "Entwurf BAP übermitteln",
              desc: "Der BIM-Gesamtkoordinator übermittelt den Entwurf des BIM-Abwicklungsplans mit Modellstruktur, Koordinaten, Austauschformaten (IFC 4.3, BCF) und Lieferterminen als PDF.",
              provider: "bimKoordinator",
              receiver: "bimManager",
            },
            {
              name: "Freigabe BAP erteilen",
              desc: "Die Bauherrschaft gibt den geprüften BIM-Abwicklungsplan schriftlich frei. Der freigegebene BAP ist für alle Beteiligten verbindlich.",
              provider: "bauherr",
              receiver: "bimKoordinator",
            },
          ],
        },
      ],
    },

    // ------------------------------------------------------------------ Planung
    {
      phase: "planung",
      name: "Vorprojekt freigegeben",
      desc: "Das Vorprojekt mit Kostenschätzung ist von der Bauherrschaft genehmigt (SIA 112, Phase 31).",
      processes: [
        {
          name: "Vorprojekt und Kostenschätzung",
          shortName: "VP",
          desc: "Das Planerteam erarbeitet das Vorprojekt mit Volumenmodell und Konzepten der Fachplaner. Grundlage für die Kostenschätzung und die Freigabe durch die Bauherrschaft.",
          activities: [
            {
              name: "Tragwerkskonzept bereitstellen",
              desc: "Der Bauingenieur liefert das Tragwerkskonzept mit Stützenraster und Aussteifung als PDF-Bericht mit Skizzen.",
              provider: "bauingenieur",
              receiver: "architekt",
            },
            {
              name: "Architekturmodell Vorprojekt liefern",
              desc: "Der Architekt liefert das Architekturmodell Vorprojekt mit Geschossen, Räumen und Flächen als IFC 4.3.",
              provider: "architekt",
              receiver: "bimKoordinator",
            },
            {
              name: "Kostenschätzung übermitteln",
              desc: "Der Gesamtleiter übermittelt die Kostenschätzung (Genauigkeit ±15 %) gegliedert nach eBKP-H als PDF und XLSX.",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
            {
              name: "Freigabe Vorprojekt erteilen",
              desc: "Die Bauherrschaft genehmigt Vorprojekt und Kostenschätzung schriftlich und gibt die Bearbeitung des Bauprojekts frei.",
              provider: "bauherr",
              receiver: "gesamtleiter",
            },
          ],
        },
      ],
    },
    {
      phase: "planung",
      name: "Bauprojekt freigegeben",
      desc: "Das koordinierte Bauprojekt mit Kostenvoranschlag ist von der Bauherrschaft genehmigt (SIA 112, Phase 32).",
      processes: [
        {
          name: "Koordinationsmodell prüfen",
          shortName: "KOORD",
          desc: "Die Fachmodelle werden zum Koordinationsmodell zusammengeführt und auf Kollisionen und Modellqualität geprüft. Befunde werden über BCF an die Verantwortlichen zurückgegeben.",
          activities: [
            {
              name: "Fachmodell Architektur liefern",
              desc: "Der Architekt liefert das Fachmodell Architektur im vereinbarten Detaillierungsgrad als IFC 4.3 gemäss BAP.",
              provider: "architekt",
              receiver: "bimKoordinator",
            },
            {
              name: "Fachmodell Tragwerk liefern",
              desc: "Der Bauingenieur liefert das Fachmodell Tragwerk mit tragenden Bauteilen und Aussparungen als IFC 4.3.",
              provider: "bauingenieur",
              receiver: "bimKoordinator",
            },
            {
              name: "Fachmodell Gebäudetechnik liefern",
              desc: "Der Fachplaner Gebäudetechnik liefert die Fachmodelle HLKSE mit Leitungen, Kanälen und Apparaten als IFC 4.3.",
              provider: "gebaeudetechnikplaner",
              receiver: "bimKoordinator",
            },
            {
              name: "Kollisionsbericht übermitteln",
              desc: "Der BIM-Gesamtkoordinator übermittelt die gefundenen Kollisionen als BCF-Themen mit Zuständigkeit und Frist sowie eine PDF-Zusammenfassung.",
              provider: "bimKoordinator",
              receiver: "gesamtleiter",
            },
            {
              name: "Qualitätsbericht Koordinationsmodell übermitteln",
              desc: "Der BIM-Gesamtkoordinator meldet die Prüfergebnisse zu Modellstruktur und Merkmalen gegenüber den AIA als PDF-Bericht.",
              provider: "bimKoordinator",
              receiver: "bimManager",
            },
          ],
        },
        {
          name: "Mengenermittlung für Kostenvoranschlag",
          shortName: "KV",
          desc: "Aus den geprüften Fachmodellen werden Mengen nach eBKP-H ausgewertet. Sie bilden die Grundlage für den Kostenvoranschlag und die Freigabe des Bauprojekts.",
          activities: [
            {
              name: "Mengenauszug Architektur liefern",
              desc: "Der Architekt liefert Flächen und Bauteilmengen aus dem Architekturmodell, gegliedert nach eBKP-H, als XLSX mit Verweis auf die IFC-Bauteile.",
              provider: "architekt",
              receiver: "gesamtleiter",
            },
            {
              name: "Beton- und Bewehrungsmengen liefern",
              desc: "Der Bauingenieur liefert Beton-, Schalungs- und geschätzte Bewehrungsmengen aus dem Tragwerksmodell als XLSX.",
              provider: "bauingenieur",
              receiver: "gesamtleiter",
            },
            {
              name: "Kostenvoranschlag übermitteln",
              desc: "Der Gesamtleiter übermittelt den Kostenvoranschlag (Genauigkeit ±10 %) nach eBKP-H als PDF und XLSX.",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
            {
              name: "Freigabe Bauprojekt erteilen",
              desc: "Die Bauherrschaft genehmigt Bauprojekt und Kostenvoranschlag schriftlich und gibt die Baueingabe frei.",
              provider: "bauherr",
              receiver: "gesamtleiter",
            },
          ],
        },
      ],
    },
    {
      phase: "planung",
      name: "Baubewilligung erteilt",
      desc: "Das Baugesuch ist eingereicht und die Baubewilligung der zuständigen Behörde liegt vor (SIA 112, Phase 33).",
      processes: [
        {
          name: "Baueingabe vorbereiten",
          shortName: "BGES",
          desc: "Das Planerteam stellt die Unterlagen für das Baugesuch nach kantonalen Vorgaben zusammen. Der Gesamtleiter reicht das unterzeichnete Gesuch bei der Baubewilligungsbehörde ein.",
          activities: [
            {
              name: "Baugesuchspläne bereitstellen",
              desc: "Der Architekt liefert Situationsplan, Grundrisse, Schnitte und Fassaden im Massstab 1:100 aus dem Modell abgeleitet als PDF.",
              provider: "architekt",
              receiver: "gesamtleiter",
            },
            {
              name: "Energienachweis bereitstellen",
              desc: "Der Fachplaner Gebäudetechnik liefert den Energienachweis mit den kantonalen Formularen als PDF.",
              provider: "gebaeudetechnikplaner",
              receiver: "gesamtleiter",
            },
            {
              name: "Baugesuch zur Unterzeichnung vorlegen",
              desc: "Der Gesamtleiter legt das vollständige Baugesuchsdossier der Bauherrschaft zur Unterschrift vor, als PDF und in Papierform.",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
          ],
        },
      ],
    },
    {
      phase: "planung",
      name: "Vergabe abgeschlossen",
      desc: "Die Arbeiten sind ausgeschrieben, die Angebote verglichen und die Werkverträge vergeben (SIA 112, Phase 41).",
      processes: [
        {
          name: "Ausschreibungsunterlagen erstellen",
          shortName: "AUSS",
          desc: "Leistungsverzeichnisse werden nach NPK mit modellbasierten Mengen erstellt. Die Unternehmer erhalten das Modell als Referenz für ihre Angebote.",
          activities: [
            {
              name: "Devis Baumeisterarbeiten liefern",
              desc: "Der Architekt liefert das Leistungsverzeichnis nach NPK mit Mengen aus dem Modell im Format SIA 451 und als PDF.",
              provider: "architekt",
              receiver: "gesamtleiter",
            },
            {
              name: "Ausschreibungsmodell bereitstellen",
              desc: "Der BIM-Gesamtkoordinator stellt das Koordinationsmodell als Referenz zur Angebotsbearbeitung bereit (IFC 4.3, nur lesend).",
              provider: "bimKoordinator",
              receiver: "baumeister",
            },
            {
              name: "Angebot einreichen",
              desc: "Der Baumeister reicht sein Angebot zum ausgeschriebenen Devis im Format SIA 451 und als unterzeichnetes PDF ein.",
              provider: "baumeister",
              receiver: "gesamtleiter",
            },
            {
              name: "Vergabeantrag übermitteln",
              desc: "Der Gesamtleiter übermittelt den Angebotsvergleich mit Vergabeempfehlung als PDF zum Entscheid.",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
          ],
        },
      ],
    },

    // ------------------------------------------------------------------ Realisierung
    {
      phase: "realisierung",
      name: "Ausführungsprojekt freigegeben",
      desc: "Ausführungspläne und Werkstattmodelle der Unternehmer sind koordiniert und zur Ausführung freigegeben (SIA 112, Phase 51).",
      processes: [
        {
          name: "Ausführungsmodell Fassade",
          shortName: "FASS",
          desc: "Der Fassadenbauer erstellt auf Basis des Architekturmodells das Werkstattmodell der Fassade. Nach Koordination und Freigabe dient es als Grundlage für Produktion und Montage.",
          activities: [
            {
              name: "Referenzmodell Fassade übergeben",
              desc: "Der Architekt übergibt das Architekturmodell mit Fassadenraster, Anschlussdetails und Materialisierung als IFC 4.3 und Detailpläne als PDF.",
              provider: "architekt",
              receiver: "fassadenbauer",
            },
            {
              name: "Angaben zu Lasten und Verankerung bereitstellen",
              desc: "Der Bauingenieur liefert zulässige Lasten, Verformungen und Verankerungszonen der Rohbaukonstruktion als PDF.",
              provider: "bauingenieur",
              receiver: "fassadenbauer",
            },
            {
              name: "Werkstattmodell Fassade liefern",
              desc: "Der Fassadenbauer liefert das Werkstattmodell mit Elementen, Befestigungen und Elementnummern als IFC 4.3 zur Koordination.",
              provider: "fassadenbauer",
              receiver: "bimKoordinator",
            },
            {
              name: "Freigabe Werkplanung Fassade erteilen",
              desc: "Der Architekt gibt die Werkplanung Fassade nach Bereinigung der BCF-Themen schriftlich zur Produktion frei.",
              provider: "architekt",
              receiver: "fassadenbauer",
            },
          ],
        },
      ],
    },
    {
      phase: "realisierung",
      name: "Bauabnahme durchgeführt",
      desc: "Das Werk ist fertiggestellt und gemeinsam abgenommen; offene Mängel sind erfasst (SIA 118 / SIA 112, Phase 52).",
      processes: [
        {
          name: "Abnahme und Mängelmanagement",
          shortName: "ABN",
          desc: "Bei der gemeinsamen Prüfung werden Mängel modellbezogen erfasst und den Unternehmern zugewiesen. Die Behebung wird bis zur Erledigung nachverfolgt.",
          activities: [
            {
              name: "Mängelliste übermitteln",
              desc: "Der Gesamtleiter übermittelt die Mängel aus der Abnahme als BCF-Themen mit Foto und Frist sowie die Mängelliste als PDF.",
              provider: "gesamtleiter",
              receiver: "baumeister",
            },
            {
              name: "Mängelbehebung zurückmelden",
              desc: "Der Baumeister meldet behobene Mängel mit Foto über den Status der BCF-Themen zurück.",
              provider: "baumeister",
              receiver: "gesamtleiter",
            },
            {
              name: "Prüf- und Messprotokolle übergeben",
              desc: "Der Haustechnik-Unternehmer übergibt Druckproben, Einregulierungs- und Messprotokolle der Anlagen als PDF.",
              provider: "haustechnik",
              receiver: "gebaeudetechnikplaner",
            },
            {
              name: "Abnahmeprotokoll zur Unterzeichnung vorlegen",
              desc: "Der Gesamtleiter legt das Abnahmeprotokoll mit der Liste der offenen Mängel der Bauherrschaft zur Unterschrift vor (PDF).",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
          ],
        },
      ],
    },
    {
      phase: "realisierung",
      name: "Inbetriebnahme und Projektabschluss",
      desc: "Die Anlagen sind in Betrieb genommen und die Dokumentation des erstellten Bauwerks ist vollständig (SIA 112, Phase 53).",
      processes: [
        {
          name: "Dokumentation für den Betrieb (As-built)",
          shortName: "ASB",
          desc: "Unternehmer und Lieferanten liefern die Unterlagen zum ausgeführten Zustand. Die Planer aktualisieren die Fachmodelle auf den As-built-Stand.",
          activities: [
            {
              name: "Produktdatenblätter und Bedienungsanleitungen liefern",
              desc: "Der Lieferant liefert Produktdatenblätter, Bedienungsanleitungen und Konformitätserklärungen der eingebauten Komponenten als PDF.",
              provider: "lieferant",
              receiver: "haustechnik",
            },
            {
              name: "Revisionsunterlagen übergeben",
              desc: "Der Haustechnik-Unternehmer übergibt Revisionspläne, Anlagenschemata und die Anlagenliste als PDF und XLSX.",
              provider: "haustechnik",
              receiver: "gebaeudetechnikplaner",
            },
            {
              name: "As-built-Fachmodell Gebäudetechnik liefern",
              desc: "Der Fachplaner Gebäudetechnik liefert das nachgeführte Fachmodell mit Anlagenkennzeichnung und Herstellerangaben als IFC 4.3.",
              provider: "gebaeudetechnikplaner",
              receiver: "bimKoordinator",
            },
            {
              name: "Bauwerksdokumentation übergeben",
              desc: "Der Gesamtleiter übergibt die vollständige Bauwerksdokumentation mit Plänen, Nachweisen und Garantiescheinen als strukturierte PDF-Ablage.",
              provider: "gesamtleiter",
              receiver: "bauherr",
            },
          ],
        },
      ],
    },

    // ------------------------------------------------------------------ Bewirtschaftung
    {
      phase: "bewirtschaftung",
      name: "Übergabe an die Bewirtschaftung",
      desc: "Gebäude, Daten und Unterlagen sind an den Betreiber übergeben und der Unterhalt ist geplant (SIA 112, Phase 61).",
      processes: [
        {
          name: "Übergabe an Bewirtschaftung / CAFM-Datenübernahme",
          shortName: "CAFM",
          desc: "Das As-built-Modell wird auf die Anforderungen des Betriebs geprüft und ins CAFM-System übernommen. Räume, Flächen und Anlagen stehen danach dem Facility Management zur Verfügung.",
          activities: [
            {
              name: "Betriebsmodell übergeben",
              desc: "Der BIM-Gesamtkoordinator übergibt das As-built-Gesamtmodell mit Raum- und Anlagendaten als IFC 4.3 und die Anlagenliste als XLSX.",
              provider: "bimKoordinator",
              receiver: "bimManager",
            },
            {
              name: "Prüfbericht Betriebsdaten übermitteln",
              desc: "Der BIM-Manager meldet die Vollständigkeit der Betriebsdaten gegenüber den AIA als PDF-Bericht.",
              provider: "bimManager",
              receiver: "bauherr",
            },
            {
              name: "Betriebsdaten für CAFM freigeben",
              desc: "Die Bauherrschaft gibt die geprüften Modelle und Daten zur Übernahme ins CAFM-System frei.",
              provider: "bauherr",
              receiver: "betreiber",
            },
          ],
        },
        {
          name: "Wartungsplanung",
          shortName: "WART",
          desc: "Auf Basis der Herstellerangaben und Anlagendaten wird der Wartungsplan erstellt. Er legt Intervalle, Zuständigkeiten und Kosten des Unterhalts fest.",
          activities: [
            {
              name: "Wartungsvorgaben der Hersteller bereitstellen",
              desc: "Der Lieferant stellt Wartungsintervalle, Ersatzteillisten und Garantiebedingungen der Komponenten als PDF und XLSX bereit.",
              provider: "lieferant",
              receiver: "betreiber",
            },
            {
              name: "Anlagenliste mit Wartungsintervallen übergeben",
              desc: "Der Haustechnik-Unternehmer übergibt die Liste aller wartungspflichtigen Anlagen mit Standort und Intervall als XLSX.",
              provider: "haustechnik",
              receiver: "betreiber",
            },
            {
              name: "Wartungsplan zur Genehmigung vorlegen",
              desc: "Der Betreiber legt den Wartungsplan mit Kostenschätzung für die ersten fünf Betriebsjahre als PDF zur Genehmigung vor.",
              provider: "betreiber",
              receiver: "bauherr",
            },
          ],
        },
      ],
    },
  ],
}
