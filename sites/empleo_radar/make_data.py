#!/usr/bin/env python3
"""Generate the data for the `empleo_radar` site (EmpleoRadar, a Spanish job board SPA).

Writes:
  jobs.json    the payload the single-page app renders (like the board's public search API)
  truth.json   the answers for the test suite (never served)
  site.json    {"spa": true}

Deterministic: a fixed random seed and a fixed "now" (as_of); no clock is read.
Run: python3 make_data.py
"""
import json
import random
import re
import unicodedata
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20261129
AS_OF = "2026-11-29"
NOW = datetime(2026, 11, 29, 12, 0)          # the payload's generated_at (Europe/Madrid, +01:00)
TZ = "+01:00"
TOTAL = 140

CITIES = ["Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao", "Málaga", "Zaragoza"]
JORNADAS = ["Completa", "Parcial", "Intensiva"]
MODALIDADES = ["Presencial", "Híbrido", "Remoto"]
PUBLICADO = ["Cualquier fecha", "Últimas 24 horas", "Últimos 7 días"]

# URL values the app writes into the query string
JORNADA_PARAM = {"Completa": "completa", "Parcial": "parcial", "Intensiva": "intensiva"}
MODALIDAD_PARAM = {"Presencial": "presencial", "Híbrido": "hibrido", "Remoto": "remoto"}
PUBLICADO_PARAM = {"Cualquier fecha": None, "Últimas 24 horas": "24h", "Últimos 7 días": "7d"}

# Location aliases the search box understands (normalized query -> location)
LOCATION_ALIASES = {"bizkaia": "Bilbao", "vizcaya": "Bilbao", "teletrabajo": "Remoto",
                    "en remoto": "Remoto", "comunidad de madrid": "Madrid"}

# ---------------------------------------------------------------- companies per sector
COMPANIES = {
    "tech": [("Nubalia Software", ["Madrid", "Barcelona"]), ("Datalia Analytics", ["Madrid", "Valencia"]),
             ("Software Cierzo", ["Zaragoza"]), ("Pagalia Fintech", ["Barcelona", "Madrid"]),
             ("Ondara Cloud", ["Málaga"]), ("Bitmar Consultores", ["Sevilla", "Madrid"])],
    "hosteleria": [("Hoteles Mediterráneo Azul", ["Málaga", "Valencia", "Barcelona"]),
                   ("Grupo La Brasa Restauración", ["Madrid", "Sevilla", "Zaragoza"]),
                   ("Cafeterías Toscana", ["Bilbao", "Madrid"])],
    "retail": [("Supermercados Olivar", ["Sevilla", "Málaga", "Madrid", "Valencia"]),
               ("Moda Levante", ["Valencia", "Barcelona"]), ("Librerías Atalaya", ["Madrid", "Zaragoza"])],
    "logistica": [("Logística Ebro", ["Zaragoza", "Barcelona"]), ("Transportes Giralda", ["Sevilla", "Madrid"]),
                  ("Almacenes Nervión", ["Bilbao"])],
    "sanidad": [("Clínica Bahía Salud", ["Málaga", "Sevilla"]),
                ("Residencia Los Olmos", ["Valencia", "Zaragoza", "Madrid"]),
                ("Farmacias Alameda", ["Madrid", "Valencia", "Bilbao"]),
                ("Hospital Quirúrgico del Norte", ["Bilbao"])],
    "admin": [("Gestoría Martín & Asociados", ["Madrid", "Zaragoza"]), ("Seguros Albufera", ["Valencia", "Madrid"]),
              ("Banco Cantábrico Digital", ["Bilbao", "Madrid"]),
              ("Inmobiliaria Puerta del Sol", ["Madrid", "Málaga"])],
    "comercial": [("Telecom Ibérica", ["Barcelona", "Madrid", "Sevilla"]), ("Seguros Albufera", ["Valencia"]),
                  ("Inmobiliaria Puerta del Sol", ["Madrid", "Málaga"]), ("Distribuciones Tajo", ["Madrid"])],
    "marketing": [("Océano Digital Agencia", ["Barcelona", "Valencia"]), ("Estudio Pixel & Co", ["Madrid", "Bilbao"])],
    "educacion": [("Academia Lingua Viva", ["Madrid", "Sevilla"]),
                  ("Escuelas Infantiles Arcoíris", ["Zaragoza", "Valencia"]),
                  ("Comedores Escolares Sabor", ["Bilbao", "Barcelona"])],
    "industria": [("Aeronáutica Guadalquivir", ["Sevilla"]), ("Energías Tramontana", ["Barcelona", "Zaragoza"]),
                  ("Talleres Nervión", ["Bilbao"]), ("Construcciones Moncayo", ["Zaragoza", "Madrid"]),
                  ("Automoción Levante", ["Valencia"])],
    "rrhh": [("Talento Norte Consultores", ["Bilbao", "Madrid"]),
             ("Bufete Castellana Abogados", ["Madrid", "Barcelona"])],
    "servicios": [("Limpiezas Brillo Total", ["Madrid", "Valencia", "Málaga"]),
                  ("Seguridad Centinela", ["Madrid", "Barcelona", "Sevilla"])],
}

P, H, R = "Presencial", "Híbrido", "Remoto"
# (title, sector, salary band in thousands (min, max), allowed modalidades, jornada weights C/P/I, tags)
TEMPLATES = [
    ("Desarrollador/a Frontend (React)", "tech", (30, 45), [H, R, P], (8, 0, 1), ["React", "JavaScript", "TypeScript", "CSS"]),
    ("Desarrollador/a Backend Java", "tech", (32, 48), [H, R, P], (8, 0, 1), ["Java", "Spring Boot", "SQL", "Microservicios"]),
    ("Desarrollador/a Full Stack (Node.js)", "tech", (30, 44), [R, H], (8, 0, 1), ["Node.js", "React", "MongoDB"]),
    ("Ingeniero/a de Datos", "tech", (38, 55), [H, R], (1, 0, 0), ["Python", "Spark", "SQL", "AWS"]),
    ("Técnico/a de Soporte IT", "tech", (20, 25), [P, H], (6, 1, 2), ["Windows", "Office 365", "Redes"]),
    ("Administrador/a de Sistemas Linux", "tech", (30, 40), [H, R, P], (1, 0, 0), ["Linux", "Docker", "Ansible"]),
    ("Analista QA / Tester", "tech", (26, 34), [R, H], (1, 0, 0), ["Selenium", "Cypress", "Jira"]),
    ("Desarrollador/a Python", "tech", (32, 46), [R, H], (1, 0, 0), ["Python", "Django", "PostgreSQL"]),
    ("Ingeniero/a DevOps", "tech", (42, 58), [R, H], (1, 0, 0), ["Kubernetes", "Terraform", "CI/CD"]),
    ("Programador/a PHP", "tech", (24, 32), [P, H, R], (6, 0, 2), ["PHP", "Laravel", "MySQL"]),
    ("Consultor/a SAP FI-CO", "tech", (40, 55), [H], (1, 0, 0), ["SAP", "Finanzas", "Inglés"]),
    ("Product Owner", "tech", (45, 60), [H, R], (1, 0, 0), ["Scrum", "Agile", "Jira"]),
    ("Camarero/a", "hosteleria", (16, 19), [P], (4, 5, 1), ["Sala", "Atención al cliente", "Bandeja"]),
    ("Cocinero/a", "hosteleria", (18, 22), [P], (5, 2, 1), ["Cocina", "APPCC", "Producción"]),
    ("Ayudante de cocina", "hosteleria", (15, 17), [P], (3, 3, 1), ["Cocina", "Manipulador de alimentos"]),
    ("Recepcionista de hotel", "hosteleria", (18, 21), [P], (4, 1, 2), ["Inglés", "Opera PMS", "Atención al cliente"]),
    ("Camarero/a de pisos", "hosteleria", (15, 17), [P], (2, 4, 1), ["Limpieza", "Hostelería"]),
    ("Jefe/a de sala", "hosteleria", (24, 28), [P], (1, 0, 0), ["Gestión de equipos", "Sala", "Inglés"]),
    ("Dependiente/a de tienda", "retail", (15, 18), [P], (2, 4, 1), ["Venta", "Caja", "Atención al cliente"]),
    ("Reponedor/a", "retail", (15, 17), [P], (2, 4, 2), ["Reposición", "Almacén"]),
    ("Cajero/a", "retail", (15, 17), [P], (2, 5, 1), ["Caja", "Atención al cliente"]),
    ("Encargado/a de tienda", "retail", (22, 27), [P], (1, 0, 0), ["Gestión de equipos", "Venta", "Inventario"]),
    ("Mozo/a de almacén", "logistica", (17, 20), [P], (4, 2, 2), ["Picking", "Carretilla", "Almacén"]),
    ("Carretillero/a", "logistica", (18, 21), [P], (4, 1, 1), ["Carné de carretillero", "Almacén"]),
    ("Conductor/a de reparto (carné C)", "logistica", (20, 24), [P], (4, 0, 1), ["Carné C", "CAP", "Reparto"]),
    ("Técnico/a de logística", "logistica", (23, 28), [P, H], (4, 0, 1), ["SAP", "Excel", "Transporte"]),
    ("Jefe/a de tráfico", "logistica", (28, 34), [P], (1, 0, 0), ["Transporte", "Planificación de rutas"]),
    ("Enfermero/a", "sanidad", (27, 33), [P], (5, 2, 1), ["Enfermería", "Colegiación", "UCI"]),
    ("Auxiliar de enfermería (TCAE)", "sanidad", (17, 20), [P], (4, 3, 1), ["TCAE", "Geriatría"]),
    ("Fisioterapeuta", "sanidad", (22, 28), [P], (3, 3, 1), ["Fisioterapia", "Rehabilitación"]),
    ("Farmacéutico/a adjunto/a", "sanidad", (26, 31), [P], (3, 1, 1), ["Farmacia", "Dermocosmética"]),
    ("Técnico/a de farmacia", "sanidad", (17, 19), [P], (2, 2, 1), ["Farmacia", "Atención al cliente"]),
    ("Gerocultor/a", "sanidad", (16, 18), [P], (3, 3, 1), ["Geriatría", "Atención sociosanitaria"]),
    ("Administrativo/a contable", "admin", (21, 25), [P, H], (5, 1, 3), ["Contabilidad", "A3", "Excel"]),
    ("Auxiliar administrativo/a", "admin", (17, 20), [P, H], (3, 2, 2), ["Office", "Archivo", "Facturación"]),
    ("Recepcionista", "admin", (16, 19), [P], (2, 2, 1), ["Atención telefónica", "Office"]),
    ("Contable senior", "admin", (32, 40), [H, P, R], (4, 0, 1), ["Contabilidad", "Cierres contables", "SAP"]),
    ("Analista financiero/a", "admin", (34, 45), [H, R], (1, 0, 0), ["Excel", "Power BI", "Finanzas"]),
    ("Controller financiero/a", "admin", (40, 52), [H], (1, 0, 0), ["Control de gestión", "SAP", "Inglés"]),
    ("Técnico/a de nóminas", "admin", (24, 30), [H, P, R], (4, 0, 2), ["Nóminas", "A3Nom", "Seguridad Social"]),
    ("Comercial de ventas B2B", "comercial", (24, 32), [P, H], (1, 0, 0), ["Venta consultiva", "CRM", "Carné B"]),
    ("Teleoperador/a de atención al cliente", "comercial", (15, 18), [R, P, H], (3, 4, 2), ["Atención telefónica", "CRM"]),
    ("Agente inmobiliario/a", "comercial", (18, 30), [P], (1, 0, 0), ["Venta", "Negociación", "Carné B"]),
    ("Key Account Manager", "comercial", (40, 55), [H, R], (1, 0, 0), ["Grandes cuentas", "Negociación", "Inglés"]),
    ("Asesor/a comercial de seguros", "comercial", (20, 26), [P, H], (3, 1, 1), ["Seguros", "Venta", "CRM"]),
    ("Especialista SEO/SEM", "marketing", (28, 36), [R, H], (1, 0, 0), ["SEO", "Google Ads", "Analytics"]),
    ("Community Manager", "marketing", (20, 26), [R, H, P], (3, 2, 1), ["Redes sociales", "Canva", "Copywriting"]),
    ("Diseñador/a gráfico/a", "marketing", (22, 28), [H, R, P], (3, 1, 1), ["Photoshop", "Illustrator", "Branding"]),
    ("Diseñador/a UX/UI", "marketing", (32, 44), [R, H], (1, 0, 0), ["Figma", "Investigación de usuarios", "Prototipado"]),
    ("Técnico/a de marketing digital", "marketing", (24, 30), [H, R], (4, 0, 1), ["Email marketing", "HubSpot", "SEO"]),
    ("Profesor/a de inglés", "educacion", (18, 24), [P, R], (1, 3, 1), ["Inglés C2", "Cambridge", "Docencia"]),
    ("Monitor/a de comedor escolar", "educacion", (9, 11), [P], (0, 1, 0), ["Tiempo libre", "Infantil"]),
    ("Educador/a infantil", "educacion", (17, 20), [P], (3, 2, 1), ["Educación infantil", "Primer ciclo"]),
    ("Electricista industrial", "industria", (24, 30), [P], (4, 0, 1), ["Baja tensión", "Autómatas", "PRL"]),
    ("Técnico/a de mantenimiento", "industria", (24, 31), [P], (4, 0, 1), ["Mantenimiento preventivo", "Neumática"]),
    ("Operario/a de producción", "industria", (18, 21), [P], (4, 1, 2), ["Producción", "Turnos", "Calidad"]),
    ("Soldador/a TIG/MIG", "industria", (22, 28), [P], (1, 0, 0), ["Soldadura TIG", "Soldadura MIG", "Planos"]),
    ("Mecánico/a de automoción", "industria", (20, 26), [P], (4, 0, 1), ["Mecánica", "Diagnosis", "Electromecánica"]),
    ("Ingeniero/a de procesos", "industria", (34, 45), [P, H], (1, 0, 0), ["Lean Manufacturing", "Six Sigma", "AutoCAD"]),
    ("Técnico/a de selección", "rrhh", (24, 30), [H, R, P], (3, 0, 2), ["Reclutamiento", "LinkedIn Recruiter", "Entrevistas"]),
    ("Abogado/a laboralista", "rrhh", (32, 45), [H, P], (1, 0, 0), ["Derecho laboral", "Colegiación", "Negociación"]),
    ("Limpiador/a", "servicios", (14, 16), [P], (1, 4, 2), ["Limpieza", "Productos químicos"]),
    ("Vigilante de seguridad", "servicios", (18, 21), [P], (4, 1, 0), ["TIP vigilante", "Control de accesos"]),
]

SECTOR_TEXT = {
    "tech": ("empresa tecnológica que desarrolla producto propio y proyectos para clientes de banca, retail y sector público",
             ["Desarrollar y mantener nuevas funcionalidades junto al equipo de producto.",
              "Participar en revisiones de código y en la definición técnica de las soluciones.",
              "Colaborar con diseño, QA y negocio en ciclos ágiles de dos semanas.",
              "Resolver incidencias y proponer mejoras de rendimiento y calidad.",
              "Documentar procesos y compartir conocimiento con el equipo."]),
    "hosteleria": ("grupo de hostelería con establecimientos en las principales ciudades de España",
                   ["Atender a los clientes con amabilidad y rapidez.",
                    "Preparar y mantener el puesto de trabajo en perfectas condiciones.",
                    "Cumplir con las normas de higiene y seguridad alimentaria.",
                    "Colaborar con el resto del equipo en los momentos de mayor afluencia."]),
    "retail": ("cadena de tiendas con más de 200 puntos de venta en toda la península",
               ["Atender y asesorar a los clientes en tienda.",
                "Reponer producto y mantener el orden de los lineales.",
                "Realizar operaciones de cobro en caja.",
                "Participar en inventarios y recepción de mercancía."]),
    "logistica": ("operador logístico especializado en distribución nacional y última milla",
                  ["Preparar pedidos mediante radiofrecuencia.",
                   "Cargar y descargar camiones con seguridad.",
                   "Controlar la entrada y salida de mercancía.",
                   "Mantener el almacén ordenado y limpio."]),
    "sanidad": ("grupo sanitario con centros propios y un fuerte compromiso con la calidad asistencial",
                ["Prestar atención directa a pacientes y residentes.",
                 "Registrar la actividad en la historia clínica.",
                 "Coordinarse con el equipo multidisciplinar del centro.",
                 "Velar por el bienestar y la seguridad de las personas atendidas."]),
    "admin": ("compañía de servicios con una plantilla de más de 500 profesionales",
              ["Gestionar facturas, cobros y pagos.",
               "Preparar informes periódicos para dirección.",
               "Dar soporte administrativo a distintos departamentos.",
               "Atender a clientes y proveedores por teléfono y correo electrónico."]),
    "comercial": ("empresa líder en su sector con una red comercial en toda España",
                  ["Captar nuevos clientes y fidelizar la cartera existente.",
                   "Presentar ofertas y negociar condiciones comerciales.",
                   "Registrar la actividad comercial en el CRM.",
                   "Alcanzar los objetivos de venta mensuales."]),
    "marketing": ("agencia creativa que trabaja para marcas nacionales e internacionales",
                  ["Planificar y ejecutar campañas para clientes de la agencia.",
                   "Analizar resultados y preparar informes de rendimiento.",
                   "Crear contenidos adaptados a cada canal.",
                   "Proponer ideas nuevas y estar al día de las tendencias."]),
    "educacion": ("centro educativo con más de veinte años de experiencia",
                  ["Preparar e impartir las sesiones con el alumnado.",
                   "Hacer seguimiento de la evolución de cada alumno.",
                   "Comunicarse con las familias de forma periódica.",
                   "Participar en las actividades y proyectos del centro."]),
    "industria": ("empresa industrial en plena expansión con planta de producción propia",
                  ["Realizar tareas de producción y mantenimiento en planta.",
                   "Cumplir los estándares de calidad y seguridad.",
                   "Detectar y comunicar incidencias en maquinaria.",
                   "Colaborar en la mejora continua de los procesos."]),
    "rrhh": ("firma de servicios profesionales con clientes de todos los sectores",
             ["Gestionar procesos de principio a fin.",
              "Asesorar a clientes internos y externos.",
              "Preparar documentación e informes.",
              "Mantener una relación cercana con los candidatos y clientes."]),
    "servicios": ("empresa de servicios con contratos en oficinas, centros comerciales e industria",
                  ["Realizar el servicio según el plan de trabajo asignado.",
                   "Comunicar cualquier incidencia al responsable de zona.",
                   "Cumplir las normas de prevención de riesgos laborales.",
                   "Cuidar la imagen del servicio ante el cliente."]),
}

OFFERS = ["Contrato indefinido desde el primer día.", "Formación continua a cargo de la empresa.",
          "Seguro médico privado.", "Ticket restaurante.", "Horario flexible de entrada y salida.",
          "Plan de retribución flexible.", "Buen ambiente de trabajo y equipo joven.",
          "Jornada intensiva los viernes y en verano.", "23 días laborables de vacaciones.",
          "Descuentos para empleados.", "Posibilidades reales de crecimiento interno."]

JORNADA_TEXT = {"Completa": "Jornada completa de lunes a viernes (40 horas semanales).",
                "Parcial": "Jornada parcial de 20 a 25 horas semanales, con turnos rotativos.",
                "Intensiva": "Jornada intensiva de mañana, de 8:00 a 15:00."}


def norm(s):
    s = unicodedata.normalize("NFD", s)
    return "".join(c for c in s if unicodedata.category(c) != "Mn").lower().strip()


def slugify(s):
    return re.sub(r"[^a-z0-9]+", "-", norm(s)).strip("-")


def money(k):
    return f"{k * 1000:,}".replace(",", ".") + " €"


def build_jobs():
    rng = random.Random(SEED)
    # 140 template picks: every template at least twice, the rest at random
    picks = [t for t in TEMPLATES for _ in range(2)]
    while len(picks) < TOTAL:
        picks.append(rng.choice(TEMPLATES))
    rng.shuffle(picks)

    # posting days: 6 today (hace N horas), none at exactly 1 or 7 days (no 24h / 7d border cases)
    days = [0] * 6 + [rng.randint(2, 6) for _ in range(26)] + [rng.randint(8, 45) for _ in range(TOTAL - 32)]
    with_salary = set(rng.sample(range(TOTAL), TOTAL // 2))
    external = set(rng.sample(range(TOTAL), 47))

    raw = []
    for i, (title, sector, (smin, smax), mods, jw, tags) in enumerate(picks):
        company, cities = rng.choice(COMPANIES[sector])
        modalidad = rng.choices(mods, weights=[5, 3, 2][:len(mods)])[0]
        location = "Remoto" if modalidad == R else rng.choice(cities)
        jornada = rng.choices(JORNADAS, weights=jw)[0]
        d = days[i]
        if d == 0:
            published = NOW - timedelta(hours=rng.randint(1, 11), minutes=rng.randint(0, 59))
        else:
            day = NOW.date() - timedelta(days=d)
            published = datetime(day.year, day.month, day.day, rng.randint(8, 19), rng.randint(0, 59))
            if d == 1 or d == 7:
                raise AssertionError
        salary = None
        if i in with_salary:
            lo = smin + rng.randint(-1, 2)
            hi = max(lo + 2, smax + rng.randint(-2, 2))
            if jornada == "Parcial":
                lo, hi = max(8, lo * 55 // 100), max(10, hi * 55 // 100)
            if rng.random() < 0.08:
                salary = f"{money(lo)} brutos/año"
                sal = {"min": lo * 1000, "max": lo * 1000}
            else:
                salary = f"{money(lo)} - {money(hi)} brutos/año"
                sal = {"min": lo * 1000, "max": hi * 1000}
        raw.append(dict(title=title, sector=sector, company=company, location=location, modalidad=modalidad,
                        jornada=jornada, published=published, salary=salary,
                        salary_range=sal if salary else None, tags=tags,
                        external=i in external))

    # ids grow with time: the newest posting has the highest id
    raw.sort(key=lambda j: j["published"])
    next_id = 403117
    for j in raw:
        next_id += rng.randint(120, 2400)
        j["id"] = str(next_id)
    raw.sort(key=lambda j: (j["published"], j["id"]), reverse=True)

    jobs = []
    for j in raw:
        desc = description(j, random.Random(f"{SEED}-{j['id']}"))
        slug = slugify(j["title"])
        url = f"/empleos/{slug}-{j['id']}"
        jobs.append({
            "id": j["id"], "slug": slug, "title": j["title"], "company": j["company"],
            "location": j["location"], "modalidad": j["modalidad"], "jornada": j["jornada"],
            "published_at": j["published"].strftime("%Y-%m-%dT%H:%M:00") + TZ,
            "salary": ({"text": j["salary"], **j["salary_range"], "currency": "EUR", "period": "year"}
                       if j["salary"] else None),
            "tags": j["tags"], "sector": j["sector"],
            "apply": ({"type": "external", "url": f"/externo/{j['id']}",
                       "company_site": f"https://empleo.{slugify(j['company'])}.example/ofertas/{j['id']}"}
                      if j["external"] else {"type": "easy_apply"}),
            "description": desc, "url": url,
        })
    return jobs


def description(j, rng):
    blurb, functions = SECTOR_TEXT[j["sector"]]
    where = ("en remoto desde cualquier punto de España" if j["location"] == "Remoto"
             else f"en nuestra sede de {j['location']}")
    blocks = [
        {"type": "p", "text": f"En {j['company']}, {blurb}, seguimos creciendo y buscamos incorporar "
                              f"un perfil de {j['title']} para trabajar {where}."},
        {"type": "p", "text": "Te unirás a un equipo cercano y comprometido, donde tendrás autonomía, "
                              "acompañamiento desde el primer día y la oportunidad de aprender de "
                              "profesionales con experiencia."},
        {"type": "h", "text": "Funciones principales"},
        {"type": "ul", "items": rng.sample(functions, 3)},
        {"type": "h", "text": "Requisitos"},
        {"type": "ul", "items": [f"Experiencia o conocimientos en {', '.join(j['tags'][:-1]) + ' y ' + j['tags'][-1] if len(j['tags']) > 1 else j['tags'][0]}.",
                                 rng.choice(["Experiencia mínima de 1 año en un puesto similar.",
                                             "Experiencia mínima de 2 años en un puesto similar.",
                                             "No es imprescindible experiencia previa: te formamos."]),
                                 "Capacidad de trabajo en equipo y orientación al detalle.",
                                 rng.choice(["Disponibilidad para incorporación inmediata.",
                                             "Residencia cercana al puesto de trabajo o disponibilidad para trasladarse.",
                                             "Valorable nivel de inglés B2."])]},
        {"type": "h", "text": "Qué ofrecemos"},
        {"type": "ul", "items": rng.sample(OFFERS, 4)},
        {"type": "p", "text": JORNADA_TEXT[j["jornada"]] + " " + ({
            "Presencial": "Trabajo 100 % presencial.",
            "Híbrido": "Modelo híbrido: tres días en la oficina y dos en remoto.",
            "Remoto": "Trabajo 100 % en remoto, con encuentros presenciales trimestrales."}[j["modalidad"]])},
        {"type": "p", "text": "Si te encaja este reto y quieres crecer con nosotros, ¡queremos conocerte!"},
    ]
    return blocks


# ---------------------------------------------------------------- the listing logic (mirrors app.js)
def days_ago(job):
    return (date.fromisoformat(AS_OF) - date.fromisoformat(job["published_at"][:10])).days


def hours_ago(job):
    pub = datetime.fromisoformat(job["published_at"][:19])
    return (NOW - pub).total_seconds() / 3600


def matches(job, q="", l="", jornada=(), modalidad=(), salario=False, publicado=None):
    if q:
        hay = norm(" ".join([job["title"], job["company"]] + job["tags"]))
        if not all(tok in hay for tok in norm(q).split()):
            return False
    if l:
        nl = norm(l)
        loc = LOCATION_ALIASES.get(nl, None)
        if loc is not None:
            if job["location"] != loc:
                return False
        elif nl not in norm(job["location"]):
            return False
    if jornada and job["jornada"] not in jornada:
        return False
    if modalidad and job["modalidad"] not in modalidad:
        return False
    if salario and not job["salary"]:
        return False
    if publicado == "24h" and hours_ago(job) > 24:
        return False
    if publicado == "7d" and hours_ago(job) > 24 * 7:
        return False
    return True


def query_url(**kw):
    parts = []
    for key in ("q", "l"):
        if kw.get(key):
            parts.append(f"{key}={kw[key].replace(' ', '+')}")
    for v in kw.get("jornada", ()):
        parts.append(f"jornada={JORNADA_PARAM[v]}")
    for v in kw.get("modalidad", ()):
        parts.append(f"modalidad={MODALIDAD_PARAM[v]}")
    if kw.get("salario"):
        parts.append("salario=1")
    if kw.get("publicado"):
        parts.append(f"publicado={kw['publicado']}")
    return "/empleos" + ("?" + "&".join(parts) if parts else "")


def main():
    jobs = build_jobs()
    assert len(jobs) == TOTAL and len({j["id"] for j in jobs}) == TOTAL
    for j in jobs:
        assert days_ago(j) not in (1, 7)

    def ids(**kw):
        return [j["id"] for j in jobs if matches(j, **kw)]

    specs = [
        ("search_desarrollador", "Puesto, empresa o palabra clave = 'desarrollador'", dict(q="desarrollador")),
        ("search_loc_sevilla", "Ciudad o provincia = 'Sevilla'", dict(l="Sevilla")),
        ("search_loc_malaga_no_accent", "Ciudad o provincia = 'malaga' (accent-insensitive)", dict(l="malaga")),
        ("search_python_remoto", "keyword 'python' + Ciudad o provincia = 'Remoto'", dict(q="python", l="Remoto")),
        ("search_enfermero_madrid", "keyword 'enfermero' in 'Madrid'", dict(q="enfermero", l="Madrid")),
        ("search_company", "keyword 'Supermercados Olivar' (company name)", dict(q="Supermercados Olivar")),
        ("search_tag_excel", "keyword 'excel' (matches the job's skill tags)", dict(q="excel")),
        ("search_no_results", "keyword 'astronauta' (no results)", dict(q="astronauta")),
        ("filter_parcial", "Jornada = Parcial", dict(jornada=["Parcial"])),
        ("filter_intensiva", "Jornada = Intensiva", dict(jornada=["Intensiva"])),
        ("filter_remoto", "Modalidad = Remoto", dict(modalidad=["Remoto"])),
        ("filter_hibrido_remoto", "Modalidad = Híbrido or Remoto", dict(modalidad=["Híbrido", "Remoto"])),
        ("filter_salario", "Solo con salario visible", dict(salario=True)),
        ("filter_24h", "Publicado = Últimas 24 horas", dict(publicado="24h")),
        ("filter_7d", "Publicado = Últimos 7 días", dict(publicado="7d")),
        ("filter_completa_salario_madrid", "search l='Madrid', then Jornada = Completa + Solo con salario visible",
         dict(l="Madrid", jornada=["Completa"], salario=True)),
        ("filter_hibrido_7d_salario", "Modalidad = Híbrido + Publicado = Últimos 7 días + Solo con salario visible",
         dict(modalidad=["Híbrido"], publicado="7d", salario=True)),
        ("filter_parcial_intensiva_sevilla", "search l='Sevilla', then Jornada = Parcial + Intensiva (two pills)",
         dict(l="Sevilla", jornada=["Parcial", "Intensiva"])),
    ]
    queries = {"start": {"url": "/empleos", "description": "every job (no search, no filter), newest first",
                         "ids": [j["id"] for j in jobs]}}
    for name, desc, kw in specs:
        queries[name] = {"url": query_url(**kw), "description": desc, "ids": ids(**kw)}

    counts = {
        "Jornada": {v: len(ids(jornada=[v])) for v in JORNADAS},
        "Modalidad": {v: len(ids(modalidad=[v])) for v in MODALIDADES},
        "Solo con salario visible": {"Sí": len(ids(salario=True))},
        "Publicado": {v: len(ids(publicado=PUBLICADO_PARAM[v])) for v in PUBLICADO},
    }

    payload = {
        "generated_at": NOW.strftime("%Y-%m-%dT%H:%M:00") + TZ,
        "total": len(jobs),
        "jobs": [{k: v for k, v in j.items() if k != "url"} for j in jobs],
    }
    (HERE / "jobs.json").write_text(json.dumps(payload, ensure_ascii=False, separators=(",", ":")) + "\n")

    truth_jobs = []
    for j in jobs:
        truth_jobs.append({
            "id": j["id"], "title": j["title"], "company": j["company"], "location": j["location"],
            "salary": j["salary"]["text"] if j["salary"] else None,
            "posted_date": j["published_at"][:10], "posted_relative": relative(j),
            "jornada": j["jornada"], "modalidad": j["modalidad"],
            "apply_type": j["apply"]["type"], "url": j["url"],
            "apply_url": j["apply"]["url"] if j["apply"]["type"] == "external" else None,
        })

    step1 = [
        {"label": "Nombre *", "name": "nombre", "type": "text", "required": True},
        {"label": "Apellidos *", "name": "apellidos", "type": "text", "required": True},
        {"label": "Correo electrónico *", "name": "email", "type": "email", "required": True},
        {"label": "Teléfono", "name": "telefono", "type": "tel", "required": False},
        {"label": "CV", "name": "cv", "type": "file", "required": False,
         "control": "hidden <input type=file> behind a button 'Subir CV'; only the file's name/size/type go in the JSON"},
    ]
    step2 = [
        {"label": "¿Tienes permiso de trabajo en la UE? *", "name": "permiso_trabajo_ue", "type": "radiogroup",
         "required": True, "options": ["Sí", "No"],
         "control": "div role=radiogroup with div role=radio aria-checked (click, Space, arrow keys)"},
        {"label": "Años de experiencia", "name": "experiencia", "type": "listbox", "required": False,
         "options": ["Menos de 1", "1-3", "3-5", "Más de 5"],
         "control": "button aria-haspopup=listbox opening a ul role=listbox of li role=option; placeholder 'Selecciona una opción'"},
        {"label": "Acepto la política de privacidad *", "name": "acepta_privacidad", "type": "checkbox",
         "required": True},
    ]
    confirmation = "¡Candidatura enviada! La empresa revisará tu perfil."
    truth = {
        "site": "empleo_radar",
        "platform_like": "modern Spanish job board SPA (InfoJobs / Indeed España style) behind a OneTrust-like consent wall",
        "kind": "spa",
        "as_of": AS_OF,
        "start_url": "/empleos",
        "company": None,
        "language": "es",
        "page_size": None,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "virtualized",
        "listing": {
            "count_text": f"{len(jobs)} empleos",
            "order": "published_at descending (ids grow with time, so also id descending)",
            "row": "div role=button tabindex=0 data-id=<id>: h3 title, company, location, salary (when given), jornada, <time datetime=YYYY-MM-DD>hace N días</time>",
            "virtualization": {"container": "div#er-results (its own scroll container, fixed height 608px; the page does not scroll it)",
                               "row_height_px": 76, "overscan_rows": 3, "rows_in_view": 8,
                               "max_rows_in_dom": 15,
                               "rows": "absolutely positioned (style top = index * 76px) inside div#er-spacer whose height is count * 76px"},
        },
        "search": {
            "inputs": {"Puesto, empresa o palabra clave": "q", "Ciudad o provincia": "l"},
            "button": "Buscar",
            "keyword_matching": "accent- and case-insensitive; every whitespace-separated word must occur as a substring of title + company + skill tags (not the description)",
            "location_matching": "accent- and case-insensitive substring of the job's location ('Remoto' for remote jobs); aliases: " + ", ".join(f"{k!r} -> {v}" for k, v in LOCATION_ALIASES.items()),
            "keeps_applied_filters": True,
        },
        "filters": {
            "Jornada": JORNADAS,
            "Modalidad": MODALIDADES,
            "Solo con salario visible": ["Sí"],
            "Publicado": PUBLICADO,
        },
        "filter_controls": {
            "Jornada": "pill buttons with aria-pressed (several may be pressed: OR)",
            "Modalidad": "checkboxes (several may be checked: OR)",
            "Solo con salario visible": "button role=switch aria-checked",
            "Publicado": "button aria-haspopup=listbox opening ul role=listbox with li role=option (single choice)",
            "drawer": "button 'Filtros' opens div role=dialog aria-modal=true sliding in from the right; footer 'Borrar filtros' (resets the drawer's choices, nothing applied) and 'Mostrar N empleos' (N live; applies, closes, pushState)",
        },
        "filter_params": {
            "Jornada": {k: f"jornada={v}" for k, v in JORNADA_PARAM.items()},
            "Modalidad": {k: f"modalidad={v}" for k, v in MODALIDAD_PARAM.items()},
            "Solo con salario visible": {"Sí": "salario=1"},
            "Publicado": {k: (f"publicado={v}" if v else None) for k, v in PUBLICADO_PARAM.items()},
        },
        "filter_counts_unfiltered": counts,
        "queries": queries,
        "overlays": {
            "consent": {
                "when": "first load of any route until a choice is stored in localStorage 'er_consent'",
                "title": "Tu privacidad es importante",
                "buttons": ["Aceptar todas", "Rechazar todas", "Configurar"],
                "configure_view_buttons": ["Guardar preferencias", "Aceptar todas"],
                "markup": "div#er-consent (fixed full-viewport backdrop) > div role=dialog aria-modal=true; html gets overflow:hidden",
            },
            "newsletter": {
                "when": "4 s after consent (or after load when consent is already stored), or the first user scroll of the results container, whichever first; once per page load; never again after it was closed/subscribed (localStorage 'er_newsletter'); postponed while the apply <dialog> is open",
                "title": "¿Quieres recibir ofertas por email?",
                "buttons": ["Suscribirme", "No, gracias", "× (aria-label 'Cerrar')"],
                "submit": "fetch POST JSON /__submit/empleoradar-newsletter {email, q, l}",
            },
        },
        "apply_form": {
            "form_name": "empleoradar-apply",
            "submit_url": "/__submit/empleoradar-apply",
            "opens_with": "button 'Inscribirme' in the job pane (easy_apply jobs only)",
            "steps": ["Tus datos", "Preguntas"],
            "required_fields": {
                "Tus datos": ["Nombre", "Apellidos", "Correo electrónico"],
                "Preguntas": ["¿Tienes permiso de trabajo en la UE?", "Acepto la política de privacidad"],
            },
            "confirmation_text": confirmation,
        },
        "forms": {
            "empleoradar-apply": {
                "url": "/empleos/<slug>-<id> (a <dialog> over the job pane)",
                "example_url": next(j["url"] for j in jobs if j["apply"]["type"] == "easy_apply"),
                "submit_text": "Enviar candidatura",
                "steps": 2,
                "step_titles": ["Tus datos", "Preguntas"],
                "step_buttons": {"Tus datos": ["Siguiente"], "Preguntas": ["Atrás", "Enviar candidatura"]},
                "transport": "fetch, application/json, POST /__submit/empleoradar-apply",
                "hidden_fields": {"job_id": "the job's 6-digit id", "job_title": "the job's title",
                                  "company": "the job's company"},
                "fields": step1 + step2,
                "field_steps": {"Tus datos": [f["name"] for f in step1], "Preguntas": [f["name"] for f in step2]},
                "validation": "JS, no native required attributes (form novalidate). Each empty required field shows 'Este campo es obligatorio' under it (aria-invalid=true); a malformed e-mail shows 'Introduce un correo electrónico válido'. 'Siguiente' does not advance while step 1 has errors; 'Enviar candidatura' does not post while step 2 has errors.",
                "confirmation_text": confirmation,
                "after": "the dialog body is replaced by the confirmation and a 'Cerrar' button; the pane's button then reads 'Inscrito' (disabled) until reload",
            },
        },
        "jobs": truth_jobs,
        "notes": (
            "Client-rendered SPA (history API) under /empleos; /empleos/<slug>-<6-digit id> selects a job in the right pane "
            "(a wrong slug with a known id is corrected with replaceState; an unknown id shows 'Esta oferta ya no está disponible'). "
            "The list keeps its query string when a row is opened. Search and filters push /empleos?q=&l=&jornada=&modalidad=&salario=1&publicado= "
            "(repeated jornada/modalidad params; order q, l, jornada, modalidad, salario, publicado; spaces as '+') and clear the selected job. "
            "Active filters also show as removable chips ('Quitar filtro X') above the list; removing one applies at once. "
            "Relative dates are computed against the payload's generated_at (2026-11-29T12:00+01:00), never the browser clock: "
            "'hace N horas' for today, 'hace N días' up to 29, 'hace 1 mes' beyond. 'Últimas 24 horas' = published within 24 h of generated_at "
            "(the jobs showing 'hace N horas'); 'Últimos 7 días' = within 7×24 h (no job sits at exactly 1 or 7 days, so calendar and clock readings agree). "
            "Salary 'Salario no disponible' in the pane when null (rows omit it). External jobs show a link 'Aplicar en la web de la empresa' to /externo/<id> "
            "(same tab, an SPA page 'Estás saliendo de EmpleoRadar…' naming the company; no outbound link is clickable). "
            "Header links: 'Publicar oferta' (/publicar-oferta), 'Iniciar sesión' (/iniciar-sesion); footer: /sobre-nosotros, /ayuda, /aviso-legal, /privacidad, /cookies, "
            "'Configurar cookies' (reopens the consent box), and city links /empleos?l=<city>."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    (HERE / "site.json").write_text(json.dumps({"spa": True}) + "\n")
    print(f"wrote {len(jobs)} jobs, {len(queries)} queries; counts {json.dumps(counts, ensure_ascii=False)}")
    print({k: len(v["ids"]) for k, v in queries.items()})


def relative(job):
    d = days_ago(job)
    if d == 0:
        h = int(hours_ago(job))
        return f"hace {h} hora" + ("" if h == 1 else "s")
    if d < 30:
        return f"hace {d} día" + ("" if d == 1 else "s")
    return "hace 1 mes"


if __name__ == "__main__":
    main()
