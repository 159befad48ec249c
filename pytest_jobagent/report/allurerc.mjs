// Allure 3 configuration of `jobagent report` (`make report`): one self-contained HTML file (the awesome plugin's singleFile).
// Paths come from `jobagent report` (pytest_jobagent/cli/report.py) through the environment so the file works from any directory.
// A plain object (what the "allure" package's defineConfig returns), so the file needs no import to resolve.
export default {
  name: "pytest-jobagent",
  output: process.env.JOBAGENT_REPORT_DIR || "reports/allure-report",
  plugins: {
    awesome: {
      options: {
        reportName: "pytest-jobagent scenarios",
        singleFile: true,
        layout: "split",
        groupBy: ["parentSuite", "suite", "subSuite"],
        stepTreeExpansion: "expand_failed_only",
      },
    },
  },
};
