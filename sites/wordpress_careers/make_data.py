#!/usr/bin/env python3
"""Generate the wordpress_careers site (WordPress + WP Job Manager look-alike):
static pages (/, /jobs/, /job/<slug>/, /post-a-job/, /about/, /contact/), the AJAX listings
file /jm-ajax/get_listings.json and truth.json.  Run: python3 make_data.py"""
import datetime as dt
import html
import json
import re
import shutil
from pathlib import Path
from urllib.parse import quote, quote_plus

HERE = Path(__file__).resolve().parent
SITE_NAME = "Coastal Trades Jobs"
HOME_URL = "https://coastaltradesjobs.com.au"
AS_OF = dt.date(2026, 11, 1)
PER_PAGE = 10

TYPES = [("full-time", "Full Time"), ("part-time", "Part Time"), ("temporary", "Temporary"),
         ("freelance", "Freelance"), ("internship", "Internship")]
TYPE_NAME = dict(TYPES)

STATES = {"NSW": "New South Wales", "QLD": "Queensland", "VIC": "Victoria"}

# key: name, tagline, website, logo colour, initials, trade, apply (email or url)
EMPLOYERS = {
    "hunter": ("Hunter Sparks Electrical", "Domestic, commercial & solar electrical since 1998", "https://huntersparks.com.au", "#f2a900", "HS", "electrical", "jobs@huntersparks.com.au"),
    "illawarra": ("Illawarra Plumbing & Gas", "Family-owned plumbers servicing the Illawarra", "https://illawarraplumbing.com.au", "#1d6fb8", "IP", "plumbing", "careers@illawarraplumbing.com.au"),
    "gcair": ("Gold Coast Air & Refrigeration", "Air conditioning installs & service, Tweed to Brisbane", "https://gcair.com.au", "#0aa3a3", "GA", "hvac", "https://gcair.com.au/careers/apply"),
    "southerncross": ("Southern Cross Builders", "Residential & light commercial construction", "https://southerncrossbuilders.com.au", "#b23a3a", "SC", "building", "https://southerncrossbuilders.applynow.net.au/"),
    "tasman": ("Tasman Civil Group", "Civil works, drainage & roading across the North Island", "https://tasmancivil.co.nz", "#4b5d2e", "TC", "civil", "https://tasmancivil.co.nz/join-us/"),
    "bayview": ("Bayview Marine Services", "Boat building, repairs & marine engineering", "https://bayviewmarine.com.au", "#123e6b", "BM", "marine", "work@bayviewmarine.com.au"),
    "kiwiroof": ("Kiwi Roofing Co.", "Longrun, tile & membrane roofing", "https://kiwiroofing.co.nz", "#6a4c93", "KR", "roofing", "https://kiwiroofing.co.nz/careers"),
    "harbourcity": ("Harbour City Joinery", "Kitchens, wardrobes & custom joinery", "https://harbourcityjoinery.com.au", "#8a5a2b", "HC", "joinery", "admin@harbourcityjoinery.com.au"),
    "coastline": ("Coastline Landscapes", "Landscape construction & maintenance, Northern Rivers", "https://coastlinelandscapes.com.au", "#2e8b57", "CL", "landscaping", "hello@coastlinelandscapes.com.au"),
    "pacificsteel": ("Pacific Steel Fabrication", "Structural steel, welding & fabrication", "https://pacificsteel.co.nz", "#55606e", "PS", "steel", "https://pacificsteel.co.nz/vacancies/apply"),
}

# post id, title, employer, location, type, days ago, featured, salary
JOBS = [
    (2871, "Site Electrician", "hunter", "Newcastle NSW", "full-time", 2, True, "$45 – $52 per hour"),
    (2869, "Plumber & Gasfitter", "illawarra", "Wollongong NSW 2500", "full-time", 0, True, "$95,000 – $110,000 per year"),
    (2866, "Air Conditioning Technician", "gcair", "Gold Coast QLD", "full-time", 1, False, "$90,000 – $105,000 per year + vehicle"),
    (2864, "Labourer", "southerncross", "Sunshine Coast QLD", "temporary", 1, False, "$35 per hour"),
    (2861, "Civil Pipelayer", "tasman", "Auckland", "full-time", 3, False, None),
    (2858, "Marine Engineer", "bayview", "Port Macquarie NSW", "full-time", 3, False, "$85,000 – $98,000 per year"),
    (2855, "Site Electrician", "hunter", "Maitland NSW 2320", "temporary", 4, False, "$48 per hour"),
    (2852, "Roofer – Longrun Iron", "kiwiroof", "Tauranga", "full-time", 5, False, "$32 – $38 per hour"),
    (2850, "Cabinet Maker", "harbourcity", "Gosford NSW 2250", "full-time", 5, False, None),
    (2847, "Landscape Labourer", "coastline", "Byron Bay NSW", "part-time", 6, False, "$33 per hour"),
    (2845, "Boilermaker / Welder", "pacificsteel", "Wellington", "full-time", 8, False, "$34 – $40 per hour"),
    (2842, "Electrical Apprentice (1st Year)", "hunter", "Newcastle NSW", "internship", 9, False, None),
    (2840, "Plumbing Estimator", "illawarra", "Shellharbour NSW 2529", "part-time", 10, False, None),
    (2837, "Carpenter", "southerncross", "Noosa Heads QLD", "full-time", 12, False, "$42 – $48 per hour"),
    (2835, "Labourer", "tasman", "Hamilton", "temporary", 13, False, "$28 per hour"),
    (2832, "Refrigeration Mechanic", "gcair", "Burleigh Heads QLD 4220", "full-time", 15, False, None),
    (2830, "Shipwright", "bayview", "Coffs Harbour NSW", "full-time", 16, False, "$38 – $44 per hour"),
    (2827, "Drafting Contractor (Shop Drawings)", "pacificsteel", "Auckland", "freelance", 18, False, None),
    (2825, "Roofing Apprentice", "kiwiroof", "Christchurch", "internship", 20, False, None),
    (2822, "Carpenter", "southerncross", "Townsville QLD", "full-time", 21, False, None),
    (2820, "Joinery Installer", "harbourcity", "Central Coast NSW", "full-time", 23, False, "$40 per hour"),
    (2817, "Solar Installer", "hunter", "Newcastle NSW", "freelance", 25, False, "$400 per day (ABN)"),
    (2815, "Irrigation Technician", "coastline", "Ballina NSW", "part-time", 27, False, None),
    (2812, "Excavator Operator", "tasman", "Auckland", "full-time", 30, False, "$30 – $36 per hour"),
    (2810, "Plumber", "illawarra", "Wollongong NSW 2500", "temporary", 34, False, "$50 per hour"),
    (2807, "Labourer", "southerncross", "Gold Coast QLD", "part-time", 38, False, None),
    (2805, "Site Supervisor", "southerncross", "Sunshine Coast QLD", "full-time", 45, False, "$120,000 + vehicle"),
    (2802, "Freelance Marine Electrician", "bayview", "Port Macquarie NSW", "freelance", 52, False, None),
]

TRADE_TEXT = {
    "electrical": (["install, test and commission electrical systems on residential and commercial sites",
                    "read drawings and work to AS/NZS 3000 wiring rules",
                    "complete job sheets and test reports on our mobile app"],
                   ["NSW Electrician licence (or working towards it for apprentices)", "White card and current driver's licence", "Good communication with clients and the team"]),
    "plumbing": (["carry out maintenance, renovation and new-build plumbing and gasfitting",
                  "diagnose blocked drains, leaks and hot water faults",
                  "quote small jobs on site and keep clients informed"],
                 ["NSW plumbing licence (gasfitting endorsement a plus)", "Own tools and a clean driving record", "Reliable, tidy and customer focused"]),
    "hvac": (["install split and ducted air conditioning systems",
              "service and repair commercial refrigeration equipment",
              "complete service reports and maintain ARCtick compliance"],
             ["ARCtick refrigerant handling licence", "Restricted electrical licence (desirable)", "Able to work at heights and in ceiling spaces"]),
    "building": (["work on new homes and renovations from slab to handover",
                  "keep the site clean, safe and ready for the next trade",
                  "follow our WHS procedures and the site supervisor's directions"],
                 ["White card (mandatory)", "Steel-capped boots and basic hand tools", "Own transport to get to sites"]),
    "civil": (["lay stormwater and wastewater pipes on subdivision and council projects",
               "work with excavator operators and the foreman on set-out",
               "follow traffic management plans and site safety rules"],
              ["Site Safe passport (or willing to obtain)", "Class 2 licence is a plus", "Experience in civil construction preferred"]),
    "marine": (["maintain and repair inboard and outboard engines, generators and drive systems",
                "refit and repair fibreglass and timber vessels",
                "work both in our yard and on the water"],
               ["Trade qualification (marine, mechanical or boatbuilding)", "Coxswain ticket an advantage", "Happy to work outdoors in all weather"]),
    "roofing": (["install longrun iron, underlay and flashings on new builds and re-roofs",
                 "work safely at height using edge protection and harnesses",
                 "help keep the truck and gear in good order"],
                ["Roofing experience (apprentices welcome)", "Full NZ driver's licence", "Height safety training, or willing to complete it"]),
    "joinery": (["build and install kitchens, vanities and wardrobes",
                 "operate our CNC router and edgebander",
                 "work with designers to get the detail right"],
                ["Cabinet making trade certificate", "Eye for detail and pride in your work", "Own transport"]),
    "landscaping": (["build gardens, retaining walls, paving and decks",
                     "install and maintain irrigation systems",
                     "operate small plant such as skid steers and mini excavators"],
                    ["Landscaping or horticulture experience", "Plant tickets are a bonus", "Fit and happy to work outdoors"]),
    "steel": (["fabricate and weld structural steel in our workshop",
               "read shop drawings and set out work accurately",
               "help with site installs when required"],
              ["Welding certification (AS/NZS 1554 or equivalent)", "Experience with MIG and stick welding", "Forklift licence is a bonus"]),
}


def slugify(s):
    s = s.lower().replace("&", "").replace("/", " ").replace("–", " ")
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s


def human_posted(days):
    # WordPress human_time_diff() as printed by WP Job Manager
    if days == 0:
        return "Posted 5 hours ago"
    if days < 7:
        return f"Posted {days} day{'s' if days != 1 else ''} ago"
    if days < 30:
        w = max(1, round(days / 7))
        return f"Posted {w} week{'s' if w != 1 else ''} ago"
    m = max(1, round(days / 30))
    return f"Posted {m} month{'s' if m != 1 else ''} ago"


def esc(s):
    return html.escape(s, quote=True)


def logo_data_url(color, initials):
    svg = (f"<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80' viewBox='0 0 80 80'>"
           f"<rect width='80' height='80' rx='6' fill='{color}'/>"
           f"<text x='40' y='50' font-family='Arial,Helvetica,sans-serif' font-size='28' font-weight='700' fill='#ffffff' text-anchor='middle'>{initials}</text></svg>")
    return "data:image/svg+xml," + quote(svg, safe="=':/,")


def geo_text(location):
    """Location plus the geolocation meta WP Job Manager also searches (state long name, country)."""
    parts = [location]
    m = re.search(r"\b(NSW|QLD|VIC)\b", location)
    if m:
        parts += [STATES[m.group(1)], "Australia"]
    else:
        parts += ["New Zealand"]
    return " ".join(parts)


def build_jobs():
    seen = {}
    jobs = []
    # WordPress gives the first (oldest) post the bare slug and later duplicates -2, -3 ...
    for pid, title, ek, loc, typ, days, featured, salary in sorted(JOBS, key=lambda x: x[0]):
        base = slugify(title)
        seen[base] = seen.get(base, 0) + 1
        slug = base if seen[base] == 1 else f"{base}-{seen[base]}"
        name, tagline, website, color, initials, trade, apply = EMPLOYERS[ek]
        posted_date = AS_OF - dt.timedelta(days=days)
        tasks, reqs = TRADE_TEXT[trade]
        low = title.lower()
        art = "an" if low[0] in "aeiou" else "a"
        intro = (f"{name} is looking for {art} {low} to join our team in {loc}. "
                 f"This is a {TYPE_NAME[typ].lower()} role with steady work and a friendly, experienced crew.")
        desc_html = (f"<p>{esc(intro)}</p>"
                     f"<p><strong>About the role</strong></p><p>Day to day you will:</p><ul>" + "".join(f"<li>{esc(t)}</li>" for t in tasks) + "</ul>"
                     f"<p><strong>About you</strong></p><ul>" + "".join(f"<li>{esc(r)}</li>" for r in reqs) + "</ul>"
                     f"<p><strong>What we offer</strong></p><ul><li>Above-award pay{(' – ' + esc(salary)) if salary else ''}</li><li>Uniforms and PPE supplied</li><li>Ongoing training and a supportive team</li></ul>")
        desc_text = re.sub(r"<[^>]+>", " ", html.unescape(desc_html))
        if apply.startswith("http"):
            apply_url = apply
            apply_kind = "url"
        else:
            subject = f"Application via {title} listing on {HOME_URL}"
            apply_url = f"mailto:{apply}?subject={quote(subject)}"
            apply_kind = "email"
        jobs.append({
            "post_id": pid, "slug": slug, "title": title, "employer": ek, "company": name, "tagline": tagline,
            "website": website, "logo": logo_data_url(color, initials), "location": loc, "type": typ,
            "type_name": TYPE_NAME[typ], "days": days, "date": posted_date.isoformat(),
            "posted": human_posted(days), "featured": featured, "salary": salary,
            "desc_html": desc_html, "apply": apply, "apply_kind": apply_kind, "apply_url": apply_url,
            "search_text": " ".join([title, name, tagline, desc_text]).lower(),
            "location_text": geo_text(loc).lower(),
        })
    # WP Job Manager default order: featured first, then newest
    jobs.sort(key=lambda j: (not j["featured"], j["days"], -j["post_id"]))
    return jobs


def listing_li(j):
    classes = f"post-{j['post_id']} job_listing type-job_listing status-publish hentry job-type-{j['type']}"
    if j["featured"]:
        classes += " job_position_featured"
    return (f'<li class="{classes}" data-longitude="" data-latitude="">\n'
            f'\t<a href="/job/{j["slug"]}/">\n'
            f'\t\t<img class="company_logo" src="{j["logo"]}" alt="{esc(j["company"])}" width="48" height="48" />\n'
            f'\t\t<div class="position">\n\t\t\t<h3>{esc(j["title"])}</h3>\n'
            f'\t\t\t<div class="company">\n\t\t\t\t<strong>{esc(j["company"])}</strong> <span class="tagline">{esc(j["tagline"])}</span>\n\t\t\t</div>\n\t\t</div>\n'
            f'\t\t<div class="location">\n\t\t\t{esc(j["location"])}\n\t\t</div>\n'
            f'\t\t<ul class="meta">\n\t\t\t<li class="job-type {j["type"]}">{esc(j["type_name"])}</li>\n'
            f'\t\t\t<li class="date"><time datetime="{j["date"]}">{esc(j["posted"])}</time></li>\n\t\t</ul>\n'
            f'\t</a>\n</li>\n')


NAV = [("Home", "/", "page-2"), ("Jobs", "/jobs/", "page-7"), ("Post a Job", "/post-a-job/", "page-9"),
       ("About", "/about/", "page-11"), ("Contact", "/contact/", "page-13")]


def page_shell(title, body_class, content, current=None, sidebar=True, extra_head="", scripts=""):
    items = []
    for i, (label, href, pid) in enumerate(NAV):
        cls = f"menu-item menu-item-type-post_type menu-item-object-page menu-item-{30 + i}"
        aria = ""
        if label == current:
            cls += " current-menu-item current_page_item"
            aria = ' aria-current="page"'
        items.append(f'<li id="menu-item-{30 + i}" class="{cls}"><a href="{href}"{aria}>{label}</a></li>')
    side = SIDEBAR if sidebar else ""
    return f"""<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} &#8211; {SITE_NAME}</title>
<meta name="generator" content="WordPress 6.6.2">
<link rel="icon" href="data:,">
<link rel="stylesheet" id="wp-job-manager-frontend-css" href="/wp-content/plugins/wp-job-manager/assets/dist/css/frontend.css?ver=2.4.0" media="all">
<link rel="stylesheet" id="coastline-style-css" href="/wp-content/themes/coastline/style.css?ver=1.4.2" media="all">
{extra_head}</head>
<body class="{body_class}{'' if sidebar else ' no-sidebar'}">
<div id="page" class="site">
	<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
	<header id="masthead" class="site-header">
		<div class="site-branding">
			<a href="/" class="custom-logo-link" rel="home"><svg class="custom-logo" width="44" height="44" viewBox="0 0 44 44" aria-hidden="true"><circle cx="22" cy="22" r="22" fill="#0b5f7a"/><path d="M6 27c5-4 9-4 14 0s9 4 14 0 6-3 6-3" stroke="#ffd166" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M14 19l8-8 8 8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg></a>
			<div class="site-branding-text">
				<p class="site-title"><a href="/" rel="home">{SITE_NAME}</a></p>
				<p class="site-description">Trade &amp; construction jobs on the coast &#8211; NSW, QLD &amp; New Zealand</p>
			</div>
		</div><!-- .site-branding -->
		<nav id="site-navigation" class="main-navigation" aria-label="Primary menu">
			<button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button>
			<div class="menu-primary-container"><ul id="primary-menu" class="menu">{''.join(items)}</ul></div>
		</nav><!-- #site-navigation -->
	</header><!-- #masthead -->
	<div id="content" class="site-content">
		<div id="primary" class="content-area">
			<main id="main" class="site-main">
{content}
			</main><!-- #main -->
		</div><!-- #primary -->
{side}
	</div><!-- #content -->
	<footer id="colophon" class="site-footer">
		<div class="footer-widgets">
			<section class="widget widget_text"><h2 class="widget-title">{SITE_NAME}</h2><div class="textwidget"><p>Connecting tradies with good employers from Newcastle to the Gold Coast and across Aotearoa New Zealand.</p></div></section>
			<section class="widget widget_nav_menu"><h2 class="widget-title">For employers</h2><div class="menu-employers-container"><ul class="menu"><li class="menu-item"><a href="/post-a-job/">Post a Job</a></li><li class="menu-item"><a href="/contact/">Advertising rates</a></li></ul></div></section>
		</div>
		<div class="site-info">
			&copy; 2026 {SITE_NAME} &middot; <a href="https://wordpress.org/">Proudly powered by WordPress</a>
		</div><!-- .site-info -->
	</footer><!-- #colophon -->
</div><!-- #page -->
<script src="/wp-content/themes/coastline/js/navigation.js?ver=1.4.2"></script>
{scripts}</body>
</html>
"""


SIDEBAR = ""  # filled in main()


def sidebar_html(jobs):
    employers = sorted({j["company"] for j in jobs})
    emp = "".join(f'<li class="cat-item"><a href="/jobs/?search_keywords={quote_plus(e)}">{esc(e)}</a></li>' for e in employers)
    return f"""		<aside id="secondary" class="widget-area">
			<section id="text-2" class="widget widget_text"><h2 class="widget-title">Job alerts</h2><div class="textwidget"><p>New trade jobs are added every week. Follow us or check back often &#8211; most roles are filled within a fortnight.</p></div></section>
			<section id="nav_menu-3" class="widget widget_nav_menu"><h2 class="widget-title">Employers hiring</h2><div class="menu-employers-hiring-container"><ul class="menu">{emp}</ul></div></section>
			<section id="text-4" class="widget widget_text"><h2 class="widget-title">Hiring?</h2><div class="textwidget"><p>Listings are free for local trade businesses. <a href="/post-a-job/">Post a job</a> and reach thousands of tradies on the coast.</p></div></section>
		</aside><!-- #secondary -->"""


def jobs_page(total):
    type_lis = "".join(
        f'<li><label for="job_type_{slug}" class="{slug}"><input type="checkbox" name="filter_job_type[]" value="{slug}" checked=\'checked\' id="job_type_{slug}" /> {name}</label></li>'
        for slug, name in TYPES)
    content = f"""				<article id="post-7" class="post-7 page type-page status-publish hentry">
					<header class="entry-header"><h1 class="entry-title">Jobs</h1></header><!-- .entry-header -->
					<div class="entry-content">
<p>Browse the latest trade, construction and marine jobs from employers on the NSW and Queensland coasts and in New Zealand.</p>
<div class="job_listings" data-location="" data-keywords="" data-show_filters="true" data-show_pagination="false" data-per_page="{PER_PAGE}" data-orderby="featured" data-order="DESC" data-categories="" data-disable-form-state-storage="" data-post_id="7">
<form class="job_filters job_manager-job-filters" action="/jobs/" method="get">
	<div class="search_jobs">
		<div class="search_keywords">
			<label for="search_keywords">Keywords</label>
			<input type="text" name="search_keywords" id="search_keywords" placeholder="Keywords" value="" />
		</div>
		<div class="search_location">
			<label for="search_location">Location</label>
			<input type="text" name="search_location" id="search_location" placeholder="Location" value="" />
		</div>
		<div class="search_submit">
			<input type="submit" value="Search Jobs" />
		</div>
	</div>
	<ul class="job_types">{type_lis}</ul>
	<input type="hidden" name="filter_job_type[]" value="" />
	<div class="showing_jobs"></div>
</form>
<noscript>Your browser does not support JavaScript, or it is disabled. JavaScript must be enabled in order to view listings.</noscript>
<ul class="job_listings"></ul>
<a class="load_more_jobs" href="#" style="display:none;"><strong>Load more listings</strong></a>
</div>
					</div><!-- .entry-content -->
				</article><!-- #post-7 -->"""
    return page_shell("Jobs", "page-template-default page page-id-7 wp-job-manager-page wp-embed-responsive", content, current="Jobs",
                      scripts='<script src="/wp-content/plugins/wp-job-manager/assets/dist/js/ajax-filters.js?ver=2.4.0"></script>\n')


def job_page(j, recent):
    loc_q = quote_plus(j["location"])
    if j["apply_kind"] == "email":
        details = (f'<p>To apply for this job <strong>email your details to</strong> '
                   f'<a class="job_application_email" href="{esc(j["apply_url"])}">{esc(j["apply"])}</a></p>')
    else:
        host = re.sub(r"^https?://([^/]+).*$", r"\1", j["apply_url"])
        details = f'<p>To apply for this job please visit <a href="{esc(j["apply_url"])}" rel="nofollow">{esc(host)}</a>.</p>'
    salary = f'\n\t<li class="salary">{esc(j["salary"])}</li>' if j["salary"] else ""
    rec = "".join(
        f'<li class="post-{r["post_id"]} job_listing type-job_listing status-publish hentry job-type-{r["type"]}"><a href="/job/{r["slug"]}/"><div class="position"><h3>{esc(r["title"])}</h3></div><ul class="meta"><li class="location">{esc(r["location"])}</li><li class="company">{esc(r["company"])}</li><li class="job-type {r["type"]}">{esc(r["type_name"])}</li></ul></a></li>'
        for r in recent)
    content = f"""				<article id="post-{j['post_id']}" class="post-{j['post_id']} job_listing type-job_listing status-publish hentry job-type-{j['type']}{' job_position_featured' if j['featured'] else ''}">
					<header class="entry-header"><h1 class="entry-title">{esc(j['title'])}</h1></header><!-- .entry-header -->
					<div class="entry-content">
<div class="single_job_listing">
<ul class="job-listing-meta meta">
	<li class="job-type {j['type']}">{esc(j['type_name'])}</li>
	<li class="location"><a class="google_map_link" href="https://maps.google.com/maps?q={loc_q}&amp;zoom=14&amp;size=512x512&amp;maptype=roadmap&amp;sensor=false">{esc(j['location'])}</a></li>
	<li class="date-posted"><time datetime="{j['date']}">{esc(j['posted'])}</time></li>
	<li class="company-name">{esc(j['company'])}</li>{salary}
</ul>
<div class="company">
	<img class="company_logo" src="{j['logo']}" alt="{esc(j['company'])}" width="64" height="64" />
	<p class="name">
		<a class="website" href="{esc(j['website'])}" rel="nofollow">Website</a>
		<strong>{esc(j['company'])}</strong>
	</p>
	<p class="tagline">{esc(j['tagline'])}</p>
</div>
<div class="job_description">
{j['desc_html']}
</div>
<div class="job_application application">
	<input type="button" class="application_button button" value="Apply for job" />
	<div class="application_details">
		{details}
	</div>
</div>
</div>
					</div><!-- .entry-content -->
					<footer class="entry-footer"><span class="posted-in">Posted in <a href="/jobs/">Jobs</a></span></footer>
				</article><!-- #post-{j['post_id']} -->
				<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous"><a href="/jobs/" rel="prev">&larr; Back to all jobs</a></div></div></nav>"""
    page = page_shell(j["title"], f"job_listing-template-default single single-job_listing postid-{j['post_id']} wp-embed-responsive", content,
                      scripts='<script src="/wp-content/plugins/wp-job-manager/assets/dist/js/job-application.js?ver=2.4.0"></script>\n')
    # single job pages carry the "Recent Jobs" widget in the sidebar, as WP Job Manager sites usually do
    widget = f'<section id="widget_recent_jobs-2" class="widget job_manager widget_recent_jobs"><h2 class="widget-title">Recent Jobs</h2><ul class="job_listings">{rec}</ul></section>\n\t\t\t<section id="text-2"'
    return page.replace('<section id="text-2"', widget, 1)


def simple_page(title, pid, body, current):
    content = f"""				<article id="post-{pid}" class="post-{pid} page type-page status-publish hentry">
					<header class="entry-header"><h1 class="entry-title">{esc(title)}</h1></header>
					<div class="entry-content">
{body}
					</div>
				</article>"""
    return page_shell(title, f"page-template-default page page-id-{pid}", content, current=current)


def post_a_job_page():
    types = "".join(f'<option value="{s}"{" selected" if s == "full-time" else ""}>{n}</option>' for s, n in TYPES)

    def fs(key, label, field, required, desc=""):
        lab = label + ("" if required else " <small>(optional)</small>")
        d = f'<small class="description">{desc}</small>' if desc else ""
        return (f'\t\t\t<fieldset class="fieldset-{key} fieldset-type-{field[0]}">\n'
                f'\t\t\t\t<label for="{key}">{lab}</label>\n'
                f'\t\t\t\t<div class="field {"required-field" if required else ""}">\n\t\t\t\t\t{field[1]}{d}\n\t\t\t\t</div>\n\t\t\t</fieldset>\n')
    req = ' required'
    body = f"""<form action="/__submit/post-a-job" method="post" id="submit-job-form" class="job-manager-form" enctype="multipart/form-data" novalidate>
	<div class="job-manager-errors" role="alert" hidden></div>
	<fieldset class="fieldset-login_required">
		<label>Have an account?</label>
		<div class="field account-sign-in">
			<a class="button" href="/contact/">Sign in</a>
			If you don&rsquo;t have an account you can create one below by entering your email address. Your account details will be confirmed via email.
		</div>
	</fieldset>
{fs("create_account_email", "Your email", ("text", '<input type="email" class="input-text" name="create_account_email" id="create_account_email" placeholder="you@yourdomain.com" value="" />'), False)}
	<!-- Job Information Fields -->
{fs("job_title", "Job Title", ("text", f'<input type="text" class="input-text" name="job_title" id="job_title" placeholder="" value="" maxlength=""{req} />'), True)}
{fs("job_location", "Location", ("text", '<input type="text" class="input-text" name="job_location" id="job_location" placeholder="e.g. &quot;Newcastle NSW&quot;" value="" />'), False, "Leave this blank if the location is not important")}
{fs("job_type", "Job type", ("term-select", f'<select name="job_type" id="job_type" class="postform"{req}>{types}</select>'), True)}
{fs("job_description", "Description", ("wp-editor", f'<textarea class="input-text wp-editor-area" name="job_description" id="job_description" rows="10" cols="20"{req}></textarea>'), True)}
{fs("application", "Application email/URL", ("text", f'<input type="text" class="input-text" name="application" id="application" placeholder="Enter an email address or website URL" value=""{req} />'), True)}
	<h2>Company Details</h2>
{fs("company_name", "Company name", ("text", f'<input type="text" class="input-text" name="company_name" id="company_name" placeholder="Enter the name of the company" value=""{req} />'), True)}
{fs("company_website", "Website", ("text", '<input type="text" class="input-text" name="company_website" id="company_website" placeholder="http://" value="" />'), False)}
{fs("company_tagline", "Tagline", ("text", '<input type="text" class="input-text" name="company_tagline" id="company_tagline" placeholder="Briefly describe your company" value="" maxlength="64" />'), False)}
{fs("company_logo", "Logo", ("file", '<div class="job-manager-uploaded-files"></div><input type="file" class="input-text" name="company_logo" id="company_logo" accept="image/jpeg,image/gif,image/png" />'), False, "Maximum file size: 8 MB.")}
	<p>
		<input type="hidden" name="job_manager_form" value="submit-job" />
		<input type="hidden" name="job_id" value="0" />
		<input type="hidden" name="step" value="0" />
		<input type="submit" name="submit_job" class="button" value="Submit Listing" />
	</p>
</form>"""
    intro = "<p>Listings are free for trade businesses on the coast. Fill in the details below &#8211; we check every listing before it goes live (usually within one business day).</p>\n"
    content = f"""				<article id="post-9" class="post-9 page type-page status-publish hentry">
					<header class="entry-header"><h1 class="entry-title">Post a Job</h1></header>
					<div class="entry-content">
{intro}{body}
					</div>
				</article>"""
    return page_shell("Post a Job", "page-template-default page page-id-9 wp-job-manager-page", content, current="Post a Job",
                      scripts='<script src="/wp-content/plugins/wp-job-manager/assets/dist/js/job-submission.js?ver=2.4.0"></script>\n')


def main():
    global SIDEBAR
    jobs = build_jobs()
    assert len(jobs) == 28 and len({j["slug"] for j in jobs}) == 28
    assert len({j["employer"] for j in jobs}) == 10
    SIDEBAR = sidebar_html(jobs)

    # clean generated dirs
    for d in ["job", "jobs", "post-a-job", "about", "contact", "jm-ajax"]:
        shutil.rmtree(HERE / d, ignore_errors=True)

    # AJAX listings data (fetched by ajax-filters.js; filtering is done client side)
    (HERE / "jm-ajax").mkdir()
    (HERE / "jm-ajax" / "get_listings.json").write_text(json.dumps({
        "per_page": PER_PAGE,
        "types": [{"slug": s, "name": n} for s, n in TYPES],
        "listings": [{"id": j["post_id"], "slug": j["slug"], "type": j["type"], "type_name": j["type_name"],
                      "search_text": j["search_text"], "location_text": j["location_text"], "html": listing_li(j)} for j in jobs],
    }, ensure_ascii=False), encoding="utf-8")

    (HERE / "jobs").mkdir()
    (HERE / "jobs" / "index.html").write_text(jobs_page(len(jobs)), encoding="utf-8")
    for i, j in enumerate(jobs):
        d = HERE / "job" / j["slug"]
        d.mkdir(parents=True)
        recent = [r for r in jobs if r["slug"] != j["slug"]][:5]
        (d / "index.html").write_text(job_page(j, recent), encoding="utf-8")
    (HERE / "post-a-job").mkdir()
    (HERE / "post-a-job" / "index.html").write_text(post_a_job_page(), encoding="utf-8")
    home_body = f"""<div class="wp-block-cover home-hero"><div class="wp-block-cover__inner-container">
<h2 class="wp-block-heading">Find your next trade job on the coast</h2>
<p>{len(jobs)} jobs from {len({j['employer'] for j in jobs})} local employers &#8211; sparkies, plumbers, chippies, labourers, marine and civil crews from Newcastle to the Gold Coast and across New Zealand.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/jobs/">Browse all jobs</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/post-a-job/">Post a job</a></div></div>
</div></div>
<h2 class="wp-block-heading">How it works</h2>
<p>Every listing on Coastal Trades Jobs comes straight from the employer. Open a job to read the details, then use <em>Apply for job</em> to email the employer or go to their own application page.</p>
<h2 class="wp-block-heading">Popular searches</h2>
<ul class="wp-block-list"><li><a href="/jobs/?search_keywords=electrician">Electrician jobs</a></li><li><a href="/jobs/?search_keywords=carpenter">Carpenter jobs</a></li><li><a href="/jobs/?search_location=Gold+Coast">Jobs on the Gold Coast</a></li><li><a href="/jobs/?search_location=Auckland">Jobs in Auckland</a></li></ul>"""
    (HERE / "index.html").write_text(simple_page("Welcome", 2, home_body, "Home").replace(
        "page-template-default page page-id-2", "home page-template-default page page-id-2"), encoding="utf-8")
    (HERE / "about").mkdir()
    (HERE / "about" / "index.html").write_text(simple_page("About", 11, """<p>Coastal Trades Jobs started in 2019 as a noticeboard for a handful of builders and sparkies in Newcastle. Today local trade businesses from the Hunter to the Gold Coast and across New Zealand list their vacancies here.</p>
<p>We only list real jobs from real employers &#8211; no recruiters, no spam. Each listing links straight to the employer&rsquo;s own application page or inbox.</p>""", "About"), encoding="utf-8")
    (HERE / "contact").mkdir()
    (HERE / "contact" / "index.html").write_text(simple_page("Contact", 13, """<p>Questions about a listing or advertising? Email <a href="mailto:hello@coastaltradesjobs.com.au">hello@coastaltradesjobs.com.au</a> or call (02) 4900 1234 (Mon&#8211;Fri, 8am&#8211;4pm AEST).</p>""", "Contact"), encoding="utf-8")

    # ----- truth -----
    def ids(keywords="", location="", types=None):
        out = []
        for j in jobs:
            if keywords and keywords.lower() not in j["search_text"]:
                continue
            if location and location.lower() not in j["location_text"]:
                continue
            if types is not None and j["type"] not in types:
                continue
            out.append(j["slug"])
        return out

    queries = {
        "start": {"url": "/jobs/", "description": "all listings: the first 10, then 'Load more listings' until all 28 are shown", "ids": ids()},
        "keywords_electrician": {"url": "/jobs/?search_keywords=electrician", "description": "Keywords = 'electrician' (WP Job Manager matches title, company and description)", "ids": ids(keywords="electrician")},
        "keywords_labourer": {"url": "/jobs/?search_keywords=labourer", "description": "Keywords = 'labourer'", "ids": ids(keywords="labourer")},
        "location_nsw": {"url": "/jobs/?search_location=NSW", "description": "Location = 'NSW' (needs 'Load more listings' once)", "ids": ids(location="NSW")},
        "location_auckland": {"url": "/jobs/?search_location=Auckland", "description": "Location = 'Auckland'", "ids": ids(location="Auckland")},
        "location_new_zealand": {"url": "/jobs/?search_location=New%20Zealand", "description": "Location = 'New Zealand' (matched through the geolocation country, like WP Job Manager)", "ids": ids(location="New Zealand")},
        "type_part_time": {"url": "/jobs/?filter_job_type[]=part-time", "description": "Only the 'Part Time' job type checkbox ticked", "ids": ids(types={"part-time"})},
        "type_temp_or_freelance": {"url": "/jobs/?filter_job_type[]=temporary&filter_job_type[]=freelance", "description": "Job types 'Temporary' and 'Freelance' ticked, the others unticked", "ids": ids(types={"temporary", "freelance"})},
        "keywords_and_location": {"url": "/jobs/?search_keywords=plumb&search_location=Wollongong", "description": "Keywords = 'plumb' and Location = 'Wollongong'", "ids": ids(keywords="plumb", location="Wollongong")},
        "full_time_qld": {"url": "/jobs/?search_location=QLD&filter_job_type[]=full-time", "description": "Location = 'QLD' and only 'Full Time' ticked", "ids": ids(location="QLD", types={"full-time"})},
    }
    for k, q in queries.items():
        assert q["ids"], k

    truth = {
        "site": "wordpress_careers",
        "platform_like": "wordpress_wp_job_manager",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/jobs/",
        "company": None,
        "page_size": PER_PAGE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "load_more",
        "filters": {"Job type": [n for _, n in TYPES]},
        "queries": queries,
        "jobs": {
            j["slug"]: {
                "title": j["title"],
                "company": j["company"],
                "location": j["location"],
                "work_mode": None,
                "job_type": j["type_name"],
                "department": None,
                "salary": j["salary"],
                "posted": j["posted"],
                "detail_url": f"/job/{j['slug']}/",
                "apply_type": "external",
                "apply_url": j["apply_url"],
                "post_id": j["post_id"],
            } for j in jobs
        },
        "forms": {
            "post-a-job": {
                "url": "/post-a-job/",
                "submit_text": "Submit Listing",
                "steps": 1,
                "fields": [
                    {"label": "Your email", "name": "create_account_email", "type": "email", "required": False},
                    {"label": "Job Title", "name": "job_title", "type": "text", "required": True},
                    {"label": "Location", "name": "job_location", "type": "text", "required": False},
                    {"label": "Job type", "name": "job_type", "type": "select", "required": True, "options": [n for _, n in TYPES]},
                    {"label": "Description", "name": "job_description", "type": "textarea", "required": True},
                    {"label": "Application email/URL", "name": "application", "type": "text", "required": True},
                    {"label": "Company name", "name": "company_name", "type": "text", "required": True},
                    {"label": "Website", "name": "company_website", "type": "text", "required": False},
                    {"label": "Tagline", "name": "company_tagline", "type": "text", "required": False},
                    {"label": "Logo", "name": "company_logo", "type": "file", "required": False},
                ],
            }
        },
        "notes": ("WordPress theme + WP Job Manager markup. Job ids are the WordPress post slugs from the job URLs "
                  "(/job/<slug>/, e.g. site-electrician-2); the numeric WordPress post id is in the li/article class post-<id> and in "
                  "each job's post_id here. The [jobs] list starts empty and is filled by ajax-filters.js from /jm-ajax/get_listings.json "
                  "(10 at a time; 'Load more listings' appends the next 10). Filtering is in place (no page load): the keyword/location "
                  "inputs refresh the list on change or on 'Search Jobs', each job-type checkbox refreshes on change, and the URL is "
                  "kept in sync with history.replaceState (search_keywords, search_location, filter_job_type[] - the latter only when "
                  "not all types are ticked). Keywords match title, company name/tagline and description text; Location matches the "
                  "location text plus state name and country ('New South Wales', 'New Zealand'). Featured listings (2) are listed first, "
                  "then newest first. No on-site application: 'Apply for job' reveals either a mailto: link (apply_url is the exact href, "
                  "with WP Job Manager's subject line) or an external https link. Salary is shown only on the job page (li.salary), not in "
                  "the list; 'posted' is the relative text shown in both. The 'Post a Job' form is a normal multipart POST to "
                  "/__submit/post-a-job (WP Job Manager would show a preview step first; this site submits directly with 'Submit "
                  "Listing'). Single job pages have a 'Recent Jobs' sidebar widget that also uses ul.job_listings > li.job_listing; "
                  "the sidebar 'Employers hiring' links are keyword searches for each employer."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    (HERE / "site.json").write_text(json.dumps({"spa": False}) + "\n", encoding="utf-8")
    print("jobs:", len(jobs), {k: len(q["ids"]) for k, q in queries.items()})


if __name__ == "__main__":
    main()
