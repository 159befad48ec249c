"""Reporting: Allure results, progress lines and event files, all fed by the event bus."""
