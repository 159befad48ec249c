"""Applicant data and what the sites must receive, shared by the apply tests."""

GREENHOUSE_USER = {
    "first_name": "Ada", "last_name": "Lovelace", "email": "ada.lovelace@example.com", "phone": "+1 612 555 0148",
    "linkedin_profile": "https://www.linkedin.com/in/ada-lovelace", "work_authorization": "Yes",
    "visa_sponsorship": "No", "gender": "Female", "hispanic_latino": "No", "race": "Asian",
    "veteran_status": "I am not a protected veteran",
}
# The same fields as the site posts them (greenhouse field name -> user value).
GREENHOUSE_POSTED = {
    "first_name": "Ada", "last_name": "Lovelace", "email": "ada.lovelace@example.com", "phone": "+1 612 555 0148",
    "question_4011020007": "https://www.linkedin.com/in/ada-lovelace", "question_4011022007": "Yes",
    "question_4011023007": "No", "gender": "Female", "hispanic_ethnicity": "No", "race": "Asian",
    "veteran_status": "I am not a protected veteran",
}
GREENHOUSE_START = "/jobs/4871201007"

WORKDAY_USER = {
    "source": "Job Fair", "previously_worked": "No", "country": "United States of America",
    "first_name": "Grace", "last_name": "Hopper", "address_line": "12 Analytical Way", "city": "Minneapolis",
    "postal_code": "55401", "email": "grace.hopper@example.com", "phone_type": "Mobile",
    "phone_number": "612-555-0148", "linkedin": "https://www.linkedin.com/in/grace-hopper",
    "work_authorization": "Yes", "visa_sponsorship": "Yes", "sponsorship_details": "H-1B transfer",
    "desired_salary": "150,000 USD", "gender": "Female", "veteran_status": "I am not a protected veteran",
    "terms_consent": "true",
}
WORKDAY_START = "/job/R24017/apply/applyManually"
WORKDAY_POSTED = {
    "source": "Job Fair", "previousWorker": "No", "country": "United States of America",
    "legalNameSection_firstName": "Grace", "legalNameSection_lastName": "Hopper",
    "addressSection_addressLine1": "12 Analytical Way", "addressSection_city": "Minneapolis",
    "addressSection_postalCode": "55401", "email": "grace.hopper@example.com", "phone-device-type": "Mobile",
    "phone-number": "612-555-0148", "linkedinQuestion": "https://www.linkedin.com/in/grace-hopper",
    "primaryQuestionnaire--workAuthorization": "Yes", "primaryQuestionnaire--sponsorship": "Yes",
    "primaryQuestionnaire--sponsorshipDetails": "H-1B transfer",
    "primaryQuestionnaire--desiredSalary": "150,000 USD", "gender": "Female",
    "veteranStatus": "I am not a protected veteran", "agreementCheckbox": "true",
}
